import { sessionEnded } from '@/api/apiEvents';
import { CmsApi } from '@/api/cms';
import { toaster } from '@/components/toaster';
import { Status } from '@/store/settings/status';
import { server } from '@/test/server';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { learner } from '@/test/fixtures';
import { pageLocation } from '@/lib/pageLocation';
import { registerNavigate } from './navigation';
import { makeStore } from './store';

// The listener's 1000 ms wait runs on fake timers; MSW and the promises keep the real ones.
const useFakeTimers = () => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });

describe('token expiry (10003)', () => {
  afterEach(() => {
    jest.useRealTimers();
    toaster.remove(); // the toaster is module-level: forget the previous test's toasts
  });

  it('toasts, then after 1000 ms clears local storage, logs out, resets the APIs and goes to /login', async () => {
    server.use(mockEndpoint('cms', 'banners', () => failure(10003, '')));
    const navigate = jest.fn();
    const unregister = registerNavigate(navigate);
    const create = jest.spyOn(toaster, 'create');
    useFakeTimers();
    window.localStorage.setItem('training2_token', 't');
    window.localStorage.setItem('someone_else', 'x');
    const store = makeStore({ auth: { token: 't', userInfo: { ...learner, genderText: '男' } } });

    await store.dispatch(CmsApi.endpoints.banners.initiate());
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'token过期，请重新登录' }));

    await jest.advanceTimersByTimeAsync(900);
    expect(navigate).not.toHaveBeenCalled();
    expect(store.getState().auth.token).toBe('t');
    expect(window.localStorage.length).toBe(2);

    await jest.advanceTimersByTimeAsync(150);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(window.localStorage.length).toBe(0);
    expect(store.getState().auth.token).toBeNull();
    expect(store.getState().cmsApi.queries).toEqual({});
    unregister();
    create.mockRestore();
  });

  it('several expiring calls end in one toast and one redirect', async () => {
    server.use(
      mockEndpoint('cms', 'banners', () => failure(10003, '登录已过期')),
      mockEndpoint('cms', 'notices', () => failure(10003, '登录已过期')),
    );
    const navigate = jest.fn();
    const unregister = registerNavigate(navigate);
    const create = jest.spyOn(toaster, 'create');
    useFakeTimers();
    const store = makeStore({ auth: { token: 't' } });
    await Promise.all([
      store.dispatch(CmsApi.endpoints.banners.initiate()),
      store.dispatch(CmsApi.endpoints.notices.initiate({ size: 5 })),
    ]);
    await jest.advanceTimersByTimeAsync(1100);
    expect(create.mock.calls.filter(([t]) => t.title === '登录已过期')).toHaveLength(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    unregister();
    create.mockRestore();
  });

  it('without a registered router it falls back to a page load of /training2/login', async () => {
    server.use(mockEndpoint('cms', 'banners', () => failure(10003)));
    const assign = jest.spyOn(pageLocation, 'assign').mockImplementation(() => undefined);
    useFakeTimers();
    const store = makeStore({ auth: { token: 't' } });
    await store.dispatch(CmsApi.endpoints.banners.initiate());
    await jest.advanceTimersByTimeAsync(1100);
    expect(assign).toHaveBeenCalledWith('/training2/login');
    assign.mockRestore();
  });
});

describe('logout ends the session the same way', () => {
  it('at once: auth, settings, every cache and all local storage but the remembered account cleared, then /login', async () => {
    server.use(mockEndpoint('cms', 'banners', []));
    const navigate = jest.fn();
    const unregister = registerNavigate(navigate);
    window.localStorage.setItem('someone_else', 'x');
    window.localStorage.setItem('training2_token', 't');
    window.localStorage.setItem('training2_rememberedAccount', '2023010101');
    const store = makeStore({
      auth: { token: 't', userInfo: { ...learner, genderText: '男' } },
      settings: { hasValue: true, status: Status.OK },
    });
    await store.dispatch(CmsApi.endpoints.banners.initiate());
    expect(store.getState().cmsApi.queries).not.toEqual({});

    store.dispatch(sessionEnded({ reason: 'logout' }));
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(window.localStorage.length).toBe(1);
    expect(window.localStorage.getItem('training2_rememberedAccount')).toBe('2023010101');
    expect(store.getState().auth).toEqual({ token: null, userInfo: null, defaultPassword: false, sso: false });
    expect(store.getState().settings).toMatchObject({ hasValue: false, status: Status.NONE });
    expect(store.getState().cmsApi.queries).toEqual({});
    unregister();
  });

  it('token expiry, unlike logout, clears the remembered account as well (spec: all local storage)', () => {
    const unregister = registerNavigate(jest.fn());
    window.localStorage.setItem('training2_rememberedAccount', '2023010101');
    const store = makeStore({ auth: { token: 't' } });
    store.dispatch(sessionEnded({ reason: 'expired' }));
    expect(window.localStorage.length).toBe(0);
    unregister();
  });

  it.each(['expired', 'logout'] as const)(
    '%s keeps exam answers the server has not confirmed (they are sent after the next login)',
    (reason) => {
      const unregister = registerNavigate(jest.fn());
      window.localStorage.setItem('training2_examAnswers', '{"7":{"11":{"answer":"A","seq":1}}}');
      window.localStorage.setItem('training2_token', 't');
      const store = makeStore({ auth: { token: 't' } });
      store.dispatch(sessionEnded({ reason }));
      expect(window.localStorage.getItem('training2_token')).toBeNull();
      expect(window.localStorage.getItem('training2_examAnswers')).toBe('{"7":{"11":{"answer":"A","seq":1}}}');
      window.localStorage.clear();
      unregister();
    },
  );
});
