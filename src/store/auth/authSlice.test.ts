import { sessionEnded } from '@/api/apiEvents';
import { UserApi } from '@/api/user';
import { pageLocation } from '@/lib/pageLocation';
import { makeStore } from '@/test/store';
import { server } from '@/test/server';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { MSG_CHANGE_INITIAL_PASSWORD } from '@contract/codes';
import { CmsApi } from '@/api/cms';
import { learner, loginResult } from '@/test/fixtures';
import { authReducer, authStateOf, initialAuthState } from './authSlice';
import { selectDefaultPassword, selectToken, selectUserInfo } from './selectors';

const loginBody = { account: '2023010101', password: 'x', captchaId: 'c', captchaCode: '1234' };

// auth changes only on the server's answers and on sessionEnded; these tests go through them.
describe('authSlice', () => {
  it('a login answer stores token, user info with genderText and the defaultPassword flag', async () => {
    server.use(mockEndpoint('user', 'login', loginResult({ defaultPassword: true })));
    const store = makeStore();
    await store.dispatch(UserApi.endpoints.login.initiate(loginBody));
    const state = store.getState().auth;
    expect(state.token).toBe('token-abc');
    expect(state.userInfo).toMatchObject({ name: '张晓明', appId: 6, genderText: '男' });
    expect(state.defaultPassword).toBe(true);
  });

  it.each([
    [1, '男'],
    [2, '女'],
    [null, '未知'],
  ] as const)('derives genderText %p -> %s', async (gender, text) => {
    server.use(mockEndpoint('user', 'userInfo', { ...learner, gender }));
    const store = makeStore({ auth: { token: 't' } });
    await store.dispatch(UserApi.endpoints.userInfo.initiate());
    expect(selectUserInfo(store.getState())?.genderText).toBe(text);
  });

  it('the user info answer sets the defaultPassword flag as the server says', async () => {
    server.use(mockEndpoint('user', 'userInfo', { ...learner, defaultPassword: false }));
    const store = makeStore({ auth: authStateOf(loginResult({ defaultPassword: true })) });
    await store.dispatch(UserApi.endpoints.userInfo.initiate());
    expect(selectDefaultPassword(store.getState())).toBe(false);
    expect(selectToken(store.getState())).toBe('token-abc');
  });

  it('a user info answer arriving after the session ended does not bring the user back', async () => {
    let answer!: () => void;
    const asked = new Promise<void>((started) => {
      server.use(
        mockEndpoint('user', 'userInfo', () => {
          started();
          return new Promise((resolve) => (answer = () => resolve(learner)));
        }),
      );
    });
    const assign = jest.spyOn(pageLocation, 'assign').mockImplementation(() => undefined);
    const store = makeStore({ auth: { token: 't' } });
    const pending = store.dispatch(UserApi.endpoints.userInfo.initiate());
    await asked;
    store.dispatch(sessionEnded({ reason: 'logout' }));
    answer();
    await pending;
    expect(store.getState().auth).toEqual(initialAuthState);
    assign.mockRestore();
  });

  it('an ssoLogin answer logs in as a login answer does, marked as campus sign-in until a password login or expiry', async () => {
    server.use(mockEndpoint('user', 'ssoLogin', loginResult({ token: 'from-sso' })), mockEndpoint('user', 'login', loginResult()));
    const store = makeStore();
    await store.dispatch(UserApi.endpoints.ssoLogin.initiate({ ticket: 't' }));
    expect(store.getState().auth).toMatchObject({ token: 'from-sso', sso: true, userInfo: { name: '张晓明', genderText: '男' } });
    await store.dispatch(UserApi.endpoints.login.initiate(loginBody));
    expect(store.getState().auth).toMatchObject({ token: 'token-abc', sso: false });
    const campus = authStateOf(loginResult(), true);
    // a logout keeps the mark without the session (the login page offers the provider's logout); expiry does not
    expect(authReducer(campus, sessionEnded({ reason: 'logout' }))).toEqual({ ...initialAuthState, sso: true });
    expect(authReducer(campus, sessionEnded({ reason: 'expired' }))).toEqual(initialAuthState);
    expect(authReducer(authStateOf(loginResult()), sessionEnded({ reason: 'logout' }))).toEqual(initialAuthState);
  });

  it('sessionEnded forgets everything', () => {
    const start = authStateOf(loginResult());
    expect(authReducer(start, sessionEnded({ reason: 'expired' }))).toEqual(initialAuthState);
  });
});

describe('auth follows the server answers', () => {
  it('a successful login mutation logs in', async () => {
    server.use(mockEndpoint('user', 'login', loginResult({ token: 'from-server' })));
    const store = makeStore();
    await store.dispatch(UserApi.endpoints.login.initiate(loginBody));
    expect(selectToken(store.getState())).toBe('from-server');
    expect(selectUserInfo(store.getState())?.genderText).toBe('男');
  });

  it('a call the server refuses with 请先修改初始密码 (the stored flag was removed) sends the learner back to the password change', async () => {
    server.use(mockEndpoint('cms', 'notices', () => failure(10002, MSG_CHANGE_INITIAL_PASSWORD)));
    const store = makeStore({ auth: authStateOf(loginResult({ defaultPassword: false })) });
    await store.dispatch(CmsApi.endpoints.notices.initiate({ size: 5 }));
    expect(selectDefaultPassword(store.getState())).toBe(true);
    expect(selectUserInfo(store.getState())?.defaultPassword).toBe(true);
    // (the navigation guard opens only /my/change-pwd while the flag is set: app/guards.test.ts)
    // any other 10002 leaves the flag alone
    server.use(mockEndpoint('cms', 'notices', () => failure(10002, '公告不存在')));
    const other = makeStore({ auth: authStateOf(loginResult({ defaultPassword: false })) });
    await other.dispatch(CmsApi.endpoints.notices.initiate({ size: 5 }));
    expect(selectDefaultPassword(other.getState())).toBe(false);
  });

  it('editUserInfo refreshes auth.userInfo; updatePassword clears defaultPassword', async () => {
    server.use(
      mockEndpoint('user', 'editUserInfo', { ...learner, name: '张晓明明', gender: 2 }),
      mockEndpoint('user', 'updatePassword', null),
    );
    const store = makeStore({
      auth: { token: 't', userInfo: { ...learner, genderText: '男', defaultPassword: true }, defaultPassword: true },
    });
    await store.dispatch(UserApi.endpoints.editUserInfo.initiate({ name: '张晓明明', gender: 2 }));
    expect(selectUserInfo(store.getState())).toMatchObject({ name: '张晓明明', genderText: '女' });
    await store.dispatch(UserApi.endpoints.updatePassword.initiate({ oldPassword: 'a', newPassword: 'b' }));
    expect(selectDefaultPassword(store.getState())).toBe(false);
    expect(selectUserInfo(store.getState())?.defaultPassword).toBe(false);
  });
});
