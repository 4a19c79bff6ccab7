import { StrictMode } from 'react';
import type { SsoOptions } from '@contract/user';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createBrowserRouter, Navigate, RouterProvider, useLocation } from 'react-router-dom';
import { sessionEnded } from '@/api/apiEvents';
import { useLogout } from '@/components/session/useLogout';
import { authStateOf } from '@/store/auth/authSlice';
import { selectToken } from '@/store/auth/selectors';
import { useAppSelector } from '@/store/hooks';
import { failure, mockEndpoint, networkError, type Resolver } from '@/test/mockEndpoint';
import { LocationProbe, loginResult } from '@/test/renderScreen';
import { server } from '@/test/server';
import { LazyToaster, makeStore, registerNavigate, type PreloadedState } from '@/test/store';
import LoginPage from './LoginPage';

// Campus sign-in (统一身份认证) on the login page, in a browser router over jsdom's address bar,
// so that what the address bar keeps (the ticket must not stay) is what the test reads.

const CAS: SsoOptions = { provider: 'cas', label: '统一身份认证登录', logoutUrl: 'https://cas.example.edu.cn/authserver/logout' };
const NONE: SsoOptions = { provider: null, label: '统一身份认证登录', logoutUrl: null };

function setup({
  options = CAS,
  ssoLogin = () => failure(10002, '不应调用'),
}: {
  options?: SsoOptions | Resolver<'user', 'ssoOptions'>;
  ssoLogin?: Resolver<'user', 'ssoLogin'>;
} = {}) {
  const calls = { ssoOptions: 0, ssoLogin: [] as Array<{ ticket: string }>, logout: 0 };
  server.use(
    mockEndpoint('base', 'getAppSetting', () => failure(10002, '未知的应用编号：6')),
    mockEndpoint('user', 'generateCaptcha', { captchaId: 'c1', svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>', expiresIn: 300 }),
    mockEndpoint('user', 'ssoOptions', (body, request) => {
      calls.ssoOptions += 1;
      return typeof options === 'function' ? options(body, request) : options;
    }),
    mockEndpoint('user', 'ssoLogin', (body, request) => {
      calls.ssoLogin.push(body);
      return ssoLogin(body, request);
    }),
    mockEndpoint('user', 'logout', () => {
      calls.logout += 1;
      return null;
    }),
  );
  return calls;
}

/** A page behind the guard: without a token, off to /login, remembering where it came from. */
function Guarded() {
  const location = useLocation();
  const token = useAppSelector(selectToken);
  if (!token) return <Navigate to="/login" replace state={{ from: location }} />;
  return <LocationProbe />;
}

/** A logged-in page with 退出登录 (the real useLogout: user/logout, then the end of the session). */
function LoggedIn() {
  const logout = useLogout();
  return (
    <div>
      <LocationProbe />
      <button type="button" onClick={() => void logout()}>
        退出登录
      </button>
    </div>
  );
}

const routers: Array<ReturnType<typeof createBrowserRouter>> = [];
afterEach(() => {
  routers.splice(0).forEach((router) => router.dispose());
  window.history.replaceState(null, '', '/');
});

/** Opens `url` in the address bar and renders the app's routes that matter here (in StrictMode, as the app does). */
function openAt(url: string, preloaded: PreloadedState = {}) {
  window.history.replaceState(null, '', url);
  const store = makeStore(preloaded);
  const router = createBrowserRouter([
    { path: '/login', element: <LoginPage /> },
    { path: '/index/notices', element: <Guarded /> },
    { path: '/index/home', element: <LoggedIn /> },
    { path: '*', element: <LocationProbe /> },
  ]);
  routers.push(router);
  registerNavigate((to) => void router.navigate(to, { replace: true }));
  const { unmount } = render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
        <LazyToaster />
      </Provider>
    </StrictMode>,
  );
  return { store, router, unmount };
}

const ssoLink = () => screen.queryByRole('link', { name: '统一身份认证登录' });

describe('LoginPage: 统一身份认证', () => {
  it('without a provider, or when user/ssoOptions fails, the page is the captcha form alone', async () => {
    for (const options of [NONE, () => failure(10002, '服务暂不可用'), () => networkError()] as const) {
      const calls = setup({ options });
      const { unmount } = openAt('/login');
      await waitFor(() => expect(calls.ssoOptions).toBe(1));
      expect(await screen.findByRole('img', { name: '图形验证码，点击刷新' })).toBeInTheDocument();
      expect(ssoLink()).not.toBeInTheDocument();
      expect(screen.queryByText('或')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: '登录' })).toBeEnabled();
      unmount();
    }
  });

  it('with a provider, 统一身份认证登录 under the form is a link to /trainingApi/sso/start, taking the page the guard came from', async () => {
    setup();
    openAt('/index/notices?page=2');
    const link = await screen.findByRole('link', { name: '统一身份认证登录' });
    expect(window.location.pathname).toBe('/login');
    // a plain link: the provider's page is a full page load
    expect(link).toHaveAttribute('href', `http://localhost/trainingApi/sso/start?next=${encodeURIComponent('/index/notices?page=2')}`);
    expect(screen.getByText('或')).toBeInTheDocument();
    // the captcha form stays for local accounts
    expect(screen.getByRole('textbox', { name: '账号' })).toBeInTheDocument();
    expect(screen.queryByText('正在通过统一身份认证登录…')).not.toBeInTheDocument();
  });

  it('shows the label the server gives, and goes home after a plain visit', async () => {
    setup({ options: { ...CAS, provider: 'oidc', label: '北京大学统一认证' } });
    openAt('/login');
    const link = await screen.findByRole('link', { name: '北京大学统一认证' });
    expect(link).toHaveAttribute('href', 'http://localhost/trainingApi/sso/start?next=%2Findex%2Fhome');
  });

  it('arriving with #sso=<ticket>: the ticket leaves the address bar before the exchange, which stores the token and goes to next', async () => {
    let answer: () => void = () => undefined;
    const calls = setup({
      ssoLogin: () => new Promise((resolve) => (answer = () => resolve(loginResult({ name: '张晓明' })))),
    });
    const { store } = openAt(`/login#sso=t-1&next=${encodeURIComponent('/index/notices?page=2')}`);
    // at once: the ticket is in no history entry
    expect(window.location.hash).toBe('');
    expect(window.location.href).toBe('http://localhost/login');
    expect(await screen.findByText('正在通过统一身份认证登录…')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(calls.ssoLogin).toEqual([{ ticket: 't-1' }]));
    act(() => answer());
    expect(await screen.findByTestId('location')).toHaveTextContent('/index/notices');
    expect(window.location.href).toBe('http://localhost/index/notices?page=2');
    expect(store.getState().auth).toMatchObject({ token: 'test-token', sso: true, userInfo: { name: '张晓明', genderText: '男' } });
    // one exchange, although StrictMode runs the page's effects twice
    expect(calls.ssoLogin).toHaveLength(1);
  });

  it('a ticket for an account with the initial password goes to the password change, as a password login does', async () => {
    setup({ ssoLogin: () => loginResult({}, true) });
    openAt('/login#sso=t-2&next=%2Findex%2Fnotices');
    expect(await screen.findByTestId('location')).toHaveTextContent('/my/change-pwd');
  });

  it('a next that is not a path of this app goes home', async () => {
    setup({ ssoLogin: () => loginResult() });
    openAt(`/login#sso=t-3&next=${encodeURIComponent('//evil.example/x')}`);
    expect(await screen.findByTestId('location')).toHaveTextContent('/index/home');
    expect(window.location.host).toBe('localhost');
  });

  it('a refused ticket: the message shows under the form, nobody is logged in, the form still works', async () => {
    const user = userEvent.setup();
    const calls = setup({ ssoLogin: () => failure(10002, '登录票据无效或已过期，请重新登录') });
    const { store } = openAt('/login#sso=used&next=%2Findex%2Fhome');
    expect(window.location.hash).toBe('');
    expect(await screen.findByRole('alert')).toHaveTextContent('登录票据无效或已过期，请重新登录');
    expect(screen.queryByText('正在通过统一身份认证登录…')).not.toBeInTheDocument();
    expect(store.getState().auth.token).toBeNull();
    expect(calls.ssoLogin).toHaveLength(1);
    // as the server's own refusals: typing drops it
    await user.type(screen.getByRole('textbox', { name: '账号' }), '2023010101');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('arriving with #ssoError=…: the provider’s refusal shows where the form shows errors, and leaves the address bar', async () => {
    const calls = setup();
    const message = '统一身份认证账号 2099990001 未在本平台登记，请联系所在党支部';
    openAt(`/login#ssoError=${encodeURIComponent(message)}`);
    expect(window.location.hash).toBe('');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('form', { name: '欢迎登录' })).toContainElement(screen.getByRole('alert'));
    await screen.findByRole('link', { name: '统一身份认证登录' });
    expect(calls.ssoLogin).toHaveLength(0);
  });

  it('after logging out of a campus session the page offers the provider’s logout', async () => {
    const user = userEvent.setup();
    const calls = setup();
    const { store } = openAt('/index/home', { auth: authStateOf(loginResult(), true) });
    await user.click(await screen.findByRole('button', { name: '退出登录' }));
    const offer = await screen.findByRole('link', { name: '同时退出统一身份认证' });
    expect(offer).toHaveAttribute('href', CAS.logoutUrl);
    expect(screen.getByText(/已退出本平台/)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(calls.logout).toBe(1);
    expect(store.getState().auth).toMatchObject({ token: null, sso: true });
  });

  it('no such offer after a password session, after token expiry, or without a provider logout address', async () => {
    const user = userEvent.setup();
    for (const [auth, options] of [
      [authStateOf(loginResult()), CAS],
      [authStateOf(loginResult(), true), { ...CAS, logoutUrl: null }],
    ] as const) {
      const calls = setup({ options });
      const { unmount } = openAt('/index/home', { auth });
      await user.click(await screen.findByRole('button', { name: '退出登录' }));
      await screen.findByRole('link', { name: '统一身份认证登录' });
      expect(calls.ssoOptions).toBeGreaterThan(0);
      expect(screen.queryByText(/已退出本平台/)).not.toBeInTheDocument();
      unmount();
    }
    // token expiry (10003) ends the session with reason 'expired': the flag goes with it
    setup();
    const { store } = openAt('/login', { auth: { ...authStateOf(loginResult(), true), token: null } });
    expect(store.getState().auth.sso).toBe(true);
    act(() => {
      store.dispatch(sessionEnded({ reason: 'expired' }));
    });
    await screen.findByRole('link', { name: '统一身份认证登录' });
    expect(store.getState().auth.sso).toBe(false);
    expect(screen.queryByRole('link', { name: '同时退出统一身份认证' })).not.toBeInTheDocument();
  });
});
