import { loggedIn, loggedOut, passwordChanged } from '@/components/session/authSlice';
import { loginResult } from '@/test/fixtures';
import { makeStore, startPersistence } from './store';

const waitForWrites = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('auth persistence', () => {
  it('writes token, userInfo (with appId) and defaultPassword under the training2_ prefix', async () => {
    const store = makeStore();
    startPersistence(store);
    await waitForWrites();
    store.dispatch(loggedIn(loginResult({ defaultPassword: true })));
    await waitForWrites();
    expect(window.localStorage.getItem('training2_token')).toBe('token-abc');
    expect(JSON.parse(window.localStorage.getItem('training2_userInfo')!)).toMatchObject({ appId: 6, genderText: '男' });
    expect(window.localStorage.getItem('training2_defaultPassword')).toBe('1');
    // Only those three keys: no redux-persist blob, no API cache.
    expect(Object.keys(window.localStorage).sort()).toEqual(['training2_defaultPassword', 'training2_token', 'training2_userInfo']);

    store.dispatch(passwordChanged());
    await waitForWrites();
    expect(window.localStorage.getItem('training2_defaultPassword')).toBeNull();

    store.dispatch(loggedOut());
    await waitForWrites();
    expect(window.localStorage.length).toBe(0);
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
