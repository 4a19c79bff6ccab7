import { http } from 'msw';
import { makeStore } from '@/test/store';
import { userApi } from '@/api/user';
import { server } from '@/test/server';
import { ok } from '@/test/envelope';
import { learner, loginResult } from '@/test/fixtures';
import { authReducer, initialAuthState, loggedIn, loggedOut, passwordChanged, userInfoLoaded } from './authSlice';
import { selectDefaultPassword, selectToken, selectUserInfo } from './selectors';

describe('authSlice reducer', () => {
  it('loggedIn stores token, user info with genderText and the defaultPassword flag', () => {
    const state = authReducer(initialAuthState, loggedIn(loginResult({ defaultPassword: true })));
    expect(state.token).toBe('token-abc');
    expect(state.userInfo).toMatchObject({ name: '张晓明', appId: 6, genderText: '男' });
    expect(state.defaultPassword).toBe(true);
  });

  it.each([
    [1, '男'],
    [2, '女'],
    [null, '未知'],
  ] as const)('derives genderText %p -> %s', (gender, text) => {
    const state = authReducer(initialAuthState, userInfoLoaded({ ...learner, gender }));
    expect(state.userInfo?.genderText).toBe(text);
  });

  it('userInfoLoaded follows the server on the defaultPassword flag', () => {
    const loggedInState = authReducer(initialAuthState, loggedIn(loginResult({ defaultPassword: true })));
    const state = authReducer(loggedInState, userInfoLoaded({ ...learner, defaultPassword: false }));
    expect(state.defaultPassword).toBe(false);
    expect(state.token).toBe('token-abc');
  });

  it('passwordChanged clears the flag', () => {
    const start = authReducer(initialAuthState, loggedIn(loginResult({ defaultPassword: true, userInfo: { ...learner, defaultPassword: true } })));
    const state = authReducer(start, passwordChanged());
    expect(state.defaultPassword).toBe(false);
    expect(state.userInfo?.defaultPassword).toBe(false);
  });

  it('loggedOut forgets everything', () => {
    const start = authReducer(initialAuthState, loggedIn(loginResult()));
    expect(authReducer(start, loggedOut())).toEqual(initialAuthState);
  });
});

describe('auth follows the server answers', () => {
  it('a successful login mutation logs in', async () => {
    server.use(http.post('*/trainingApi/v1/user/login', () => ok(loginResult({ token: 'from-server' }))));
    const store = makeStore();
    await store.dispatch(userApi.endpoints.login.initiate({ account: '2023010101', password: 'x', captchaId: 'c', captchaCode: '1234' }));
    expect(selectToken(store.getState())).toBe('from-server');
    expect(selectUserInfo(store.getState())?.genderText).toBe('男');
  });

  it('editUserInfo refreshes auth.userInfo; updatePassword clears defaultPassword', async () => {
    server.use(
      http.post('*/trainingApi/v1/user/editUserInfo', () => ok({ ...learner, name: '张晓明明', gender: 2 })),
      http.post('*/trainingApi/v1/user/updatePassword', () => ok(null)),
    );
    const store = makeStore({ auth: { token: 't', userInfo: { ...learner, genderText: '男' }, defaultPassword: true } });
    await store.dispatch(userApi.endpoints.editUserInfo.initiate({ name: '张晓明明', gender: 2 }));
    expect(selectUserInfo(store.getState())).toMatchObject({ name: '张晓明明', genderText: '女' });
    await store.dispatch(userApi.endpoints.updatePassword.initiate({ oldPassword: 'a', newPassword: 'b' }));
    expect(selectDefaultPassword(store.getState())).toBe(false);
  });
});
