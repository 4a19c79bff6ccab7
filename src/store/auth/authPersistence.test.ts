import { sessionEnded } from '@/api/apiEvents';
import { UserApi } from '@/api/user';
import { server } from '@/test/server';
import { mockEndpoint } from '@/test/mockEndpoint';
import { loginResult } from '@/test/fixtures';
import { pageLocation } from '@/lib/pageLocation';
import { makeStore, startPersistence } from '@/test/store';

// redux-persist writes on its own timer: fake timers let the test run it without waiting.
const waitForWrites = () => jest.advanceTimersByTimeAsync(50);

describe('auth persistence', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());

  it('writes token, userInfo (with appId) and defaultPassword under the training2_ prefix', async () => {
    const store = makeStore();
    startPersistence(store);
    await waitForWrites();
    server.use(mockEndpoint('user', 'login', loginResult({ defaultPassword: true })), mockEndpoint('user', 'updatePassword', null));
    await store.dispatch(UserApi.endpoints.login.initiate({ account: '2023010101', password: 'x', captchaId: 'c', captchaCode: '1' }));
    await waitForWrites();
    expect(window.localStorage.getItem('training2_token')).toBe('token-abc');
    expect(JSON.parse(window.localStorage.getItem('training2_userInfo')!)).toMatchObject({ appId: 6, genderText: '男' });
    expect(window.localStorage.getItem('training2_defaultPassword')).toBe('1');
    // Only those three keys: no redux-persist blob, no API cache.
    expect(Object.keys(window.localStorage).sort()).toEqual(['training2_defaultPassword', 'training2_token', 'training2_userInfo']);

    await store.dispatch(UserApi.endpoints.updatePassword.initiate({ oldPassword: 'a', newPassword: 'b' }));
    await waitForWrites();
    expect(window.localStorage.getItem('training2_defaultPassword')).toBeNull();

    // the end of a session goes to /login: here a full page load, which jsdom cannot do
    const assign = jest.spyOn(pageLocation, 'assign').mockImplementation(() => undefined);
    store.dispatch(sessionEnded({ reason: 'logout' }));
    await waitForWrites();
    expect(window.localStorage.length).toBe(0);
    assign.mockRestore();
  });

  it('a campus sign-in session adds training2_sso while it lasts, and restores it; a logout leaves no key', async () => {
    const store = makeStore();
    startPersistence(store);
    await waitForWrites();
    server.use(mockEndpoint('user', 'ssoLogin', loginResult()));
    await store.dispatch(UserApi.endpoints.ssoLogin.initiate({ ticket: 't' }));
    await waitForWrites();
    expect(window.localStorage.getItem('training2_sso')).toBe('1');
    expect(window.localStorage.getItem('training2_token')).toBe('token-abc');

    const reloaded = makeStore();
    startPersistence(reloaded);
    await waitForWrites();
    expect(reloaded.getState().auth).toMatchObject({ token: 'token-abc', sso: true });

    const assign = jest.spyOn(pageLocation, 'assign').mockImplementation(() => undefined);
    reloaded.dispatch(sessionEnded({ reason: 'logout' }));
    await waitForWrites();
    // the offer of the provider's logout is for the login page shown now, not for a later visit
    expect(reloaded.getState().auth.sso).toBe(true);
    expect(window.localStorage.length).toBe(0);
    assign.mockRestore();
  });

  it('restores auth from those keys on start', async () => {
    window.localStorage.setItem('training2_token', 'kept');
    window.localStorage.setItem('training2_userInfo', JSON.stringify({ ...loginResult().userInfo, genderText: '男' }));
    window.localStorage.setItem('training2_defaultPassword', '1');
    const store = makeStore();
    startPersistence(store);
    await waitForWrites();
    expect(store.getState().auth).toMatchObject({ token: 'kept', defaultPassword: true, userInfo: { appId: 6 } });
  });

  it('a damaged userInfo entry does not break the start', async () => {
    window.localStorage.setItem('training2_token', 'kept');
    window.localStorage.setItem('training2_userInfo', '{not json');
    const store = makeStore();
    startPersistence(store);
    await waitForWrites();
    expect(store.getState().auth).toMatchObject({ token: 'kept', userInfo: null });
  });
});
