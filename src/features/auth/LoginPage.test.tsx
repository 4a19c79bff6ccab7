import type { ReactElement } from 'react';
import type { Req } from '@contract/index';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { LazyToaster, makeStore } from '@/test/store';
import { failure, mockEndpoint, networkError, type Resolver } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { storage } from '@/lib/storage';
import { LocationProbe, loginResult } from '@/test/renderScreen';
import LoginPage from './LoginPage';

/**
 * The login page as the app renders it: store, router and the toaster, but no ChakraProvider
 * (the login route is plain markup; only its lazily loaded dialogs and toasts bring Chakra).
 */
function renderScreen(element: ReactElement, { path, state, token }: { path: string; state?: unknown; token?: string }) {
  const store = makeStore(token ? { auth: { token } } : {});
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [{ pathname: path, state }] },
  );
  const result = render(
    <Provider store={store}>
      <RouterProvider router={router} />
      <LazyToaster />
    </Provider>,
  );
  return { ...result, store, router };
}

const base = {
  platformName: '测试党建平台',
  logoUrl: '',
  footerText: '',
  copyright: '',
  icp: '',
  contactPhone: '',
  helpUrl: '/help/',
  registerEnabled: false,
  loginNotice: '请使用学号登录',
};

function setup({
  loginAnswers,
  setting = base,
}: {
  loginAnswers: Array<Resolver<'user', 'login'>>;
  setting?: Partial<typeof base> | null;
}) {
  const calls = { generate: 0, refresh: 0, getSetting: 0, login: [] as Req<'user', 'login'>[] };
  server.use(
    // Spec §4: without a token the settings are not fetched; the page has its own public call.
    mockEndpoint('base', 'getSetting', () => {
      calls.getSetting += 1;
      return { video: '{}', base: JSON.stringify(base) };
    }),
    mockEndpoint('base', 'getAppSetting', () =>
      setting
        ? {
            appId: 6,
            appName: '学员培训',
            learningTheWay: true,
            cadreArea: false,
            login: {
              platformName: setting.platformName ?? '',
              logoUrl: setting.logoUrl ?? '',
              loginNotice: setting.loginNotice ?? '',
              registerEnabled: setting.registerEnabled ?? false,
            },
          }
        : failure(10002, '未知的应用编号：6'),
    ),
    // campus sign-in not configured (LoginPage.sso.test.tsx has the page with a provider)
    mockEndpoint('user', 'ssoOptions', { provider: null, label: '统一身份认证登录', logoutUrl: null }),
    mockEndpoint('user', 'generateCaptcha', () => {
      calls.generate += 1;
      return { captchaId: 'c1', svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>', expiresIn: 300 };
    }),
    mockEndpoint('user', 'getCaptcha', () => {
      calls.refresh += 1;
      return { captchaId: `c${calls.refresh + 1}`, svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>', expiresIn: 300 };
    }),
    mockEndpoint('user', 'login', (body, request) => {
      calls.login.push(body);
      const answer = loginAnswers[Math.min(calls.login.length - 1, loginAnswers.length - 1)];
      return answer(body, request);
    }),
  );
  return calls;
}

async function fill(user: ReturnType<typeof userEvent.setup>, account: string, password: string, code: string) {
  if (account) await user.type(screen.getByLabelText(/^账号/), account);
  await user.type(screen.getByLabelText(/^密码/), password);
  await user.type(screen.getByLabelText(/^验证码/), code);
}

// Typing through user-event into Chakra fields is slow when the whole suite runs in parallel.

describe('LoginPage', () => {
  it('shows the platform name and notice from the public app setting, and never asks for getSetting', async () => {
    const calls = setup({ loginAnswers: [] });
    renderScreen(<LoginPage />, { path: '/login' });
    expect(await screen.findByText('测试党建平台')).toBeInTheDocument();
    expect(screen.getByText('请使用学号登录')).toBeInTheDocument();
    expect(screen.queryByText('注册账号')).not.toBeInTheDocument();
    await waitFor(() => expect(calls.generate).toBe(1));
    expect(calls.getSetting).toBe(0);
  });

  it('sends a learner who is already logged in home', async () => {
    setup({ loginAnswers: [] });
    renderScreen(<LoginPage />, { path: '/login', token: 'live-token' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/index/home');
    expect(screen.queryByRole('heading', { name: '欢迎登录' })).not.toBeInTheDocument();
  });

  it('falls back to the default platform name without settings, and has no notice or 注册账号 then', async () => {
    setup({ loginAnswers: [], setting: null });
    renderScreen(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: '智慧党建培训平台' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '欢迎登录' })).toBeInTheDocument();
    expect(screen.getByText('不忘初心 · 牢记使命')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('img', { name: '图形验证码，点击刷新' })).toBeInTheDocument());
    expect(screen.queryByText('登录须知')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '注册账号' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '忘记密码' })).toBeInTheDocument();
  });

  it('shows the logo, the notice card and 注册账号 when the settings have them', async () => {
    setup({ loginAnswers: [], setting: { ...base, logoUrl: '/uploads/demo/logo.png', registerEnabled: true } });
    const { container } = renderScreen(<LoginPage />, { path: '/login' });
    expect(await screen.findByRole('heading', { level: 1, name: '测试党建平台' })).toBeInTheDocument();
    expect(container.querySelector('img.login__logo')).toHaveAttribute('src', '/uploads/demo/logo.png');
    expect(screen.getByText('登录须知')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '注册账号' })).toBeInTheDocument();
  });

  it('loads a new captcha image when the image is clicked', async () => {
    const calls = setup({ loginAnswers: [] });
    const user = userEvent.setup();
    renderScreen(<LoginPage />, { path: '/login' });
    const image = await screen.findByRole('img', { name: '图形验证码，点击刷新' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await user.click(screen.getByTitle('看不清？点击图片换一张'));
    await waitFor(() => expect(calls.refresh).toBe(1));
  });

  it('checks the fields before sending anything', async () => {
    const calls = setup({ loginAnswers: [] });
    const user = userEvent.setup();
    renderScreen(<LoginPage />, { path: '/login' });
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByText('请输入账号')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
    expect(calls.login).toHaveLength(0);
    // Each message belongs to its field, which is marked invalid.
    const accountInput = screen.getByRole('textbox', { name: '账号' });
    expect(accountInput).toHaveAttribute('aria-invalid', 'true');
    expect(accountInput).toHaveAccessibleDescription('请输入账号');
    expect(screen.getByLabelText('密码', { exact: true })).toHaveAccessibleDescription('请输入密码');
    expect(screen.getByLabelText('验证码')).toHaveAccessibleDescription('请输入验证码');
    await user.type(accountInput, '2023010101');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.queryByText('请输入账号')).not.toBeInTheDocument();
    expect(accountInput).not.toHaveAttribute('aria-invalid');
  });

  it('once submitted, a field’s message goes as soon as the field is filled in, not at the next submit', async () => {
    setup({ loginAnswers: [] });
    const user = userEvent.setup();
    renderScreen(<LoginPage />, { path: '/login' });
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByText('请输入账号')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^账号/), '2023010101');
    expect(screen.queryByText('请输入账号')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '账号' })).not.toHaveAttribute('aria-invalid');
    // the fields still empty keep theirs; one emptied again says so at once
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^账号/));
    expect(screen.getByText('请输入账号')).toBeInTheDocument();
  });

  it('drops the server’s refusal when a new submit starts, even one the fields stop', async () => {
    const calls = setup({ loginAnswers: [() => failure(10002, '账号或密码错误，还可尝试 4 次')] });
    const user = userEvent.setup();
    renderScreen(<LoginPage />, { path: '/login' });
    await waitFor(() => expect(calls.generate).toBe(1));
    await fill(user, '2023010101', 'Wrong@2026', 'abcd');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('账号或密码错误，还可尝试 4 次')).toBeInTheDocument();
    // the used captcha code was cleared: 登录 again stops at 请输入验证码, which now stands alone
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
    expect(screen.queryByText('账号或密码错误，还可尝试 4 次')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.login).toHaveLength(1);
  });

  it('drops the server’s refusal as soon as the learner types, and shows no field message the refusal did not ask for', async () => {
    const calls = setup({ loginAnswers: [() => failure(10002, '账号或密码错误，还可尝试 4 次')] });
    const user = userEvent.setup();
    renderScreen(<LoginPage />, { path: '/login' });
    await waitFor(() => expect(calls.generate).toBe(1));
    await fill(user, '2023010101', 'Wrong@2026', 'abcd');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('账号或密码错误，还可尝试 4 次')).toBeInTheDocument();
    // the form cleared the used captcha code itself: that is no reason for 请输入验证码 yet
    expect(screen.queryByText('请输入验证码')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^密码/), 'x');
    expect(screen.queryByText('账号或密码错误，还可尝试 4 次')).not.toBeInTheDocument();
  });

  it('shows the server message, keeps what was typed and refreshes the captcha', async () => {
    const calls = setup({ loginAnswers: [() => failure(10002, '账号或密码错误，还可尝试 4 次')] });
    const user = userEvent.setup();
    renderScreen(<LoginPage />, { path: '/login' });
    await waitFor(() => expect(calls.generate).toBe(1));
    await fill(user, '2023010101', 'Wrong@2026', 'abcd');
    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByText('账号或密码错误，还可尝试 4 次')).toBeInTheDocument();
    expect(calls.login[0]).toMatchObject({ account: '2023010101', password: 'Wrong@2026', captchaId: 'c1', captchaCode: 'abcd' });
    await waitFor(() => expect(calls.refresh).toBe(1));
    expect(screen.getByLabelText(/^账号/)).toHaveValue('2023010101');
    expect(screen.getByLabelText(/^密码/)).toHaveValue('Wrong@2026');
    expect(screen.getByLabelText(/^验证码/)).toHaveValue('');
  });

  it('sends the refreshed captcha id on the next attempt and goes home', async () => {
    const calls = setup({ loginAnswers: [() => failure(10002, '验证码错误'), () => loginResult()] });
    const user = userEvent.setup();
    const { store } = renderScreen(<LoginPage />, { path: '/login' });
    await waitFor(() => expect(calls.generate).toBe(1));
    await fill(user, '2023010101', 'Dangjian@2026', 'xxxx');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await screen.findByText('验证码错误');
    await waitFor(() => expect(calls.refresh).toBe(1));
    await user.type(screen.getByLabelText(/^验证码/), 'abcd');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/index/home');
    expect(calls.login[1]).toMatchObject({ captchaId: 'c2', captchaCode: 'abcd' });
    expect(store.getState().auth.token).toBe('test-token');
  });

  it('remembers the account when asked, and fills it in next time', async () => {
    const calls = setup({ loginAnswers: [() => loginResult()] });
    const user = userEvent.setup();
    const first = renderScreen(<LoginPage />, { path: '/login' });
    await waitFor(() => expect(calls.generate).toBe(1));
    await fill(user, '2023010101', 'Dangjian@2026', 'abcd');
    await user.click(screen.getByLabelText('记住账号'));
    await user.click(screen.getByRole('button', { name: '登录' }));
    await screen.findByTestId('location');
    expect(storage.get('rememberedAccount')).toBe('2023010101');
    first.unmount();

    renderScreen(<LoginPage />, { path: '/login' });
    expect(screen.getByLabelText(/^账号/)).toHaveValue('2023010101');
    expect(screen.getByLabelText('记住账号')).toBeChecked();
  });

  it('goes back to the page the guard came from, or to the forced password change', async () => {
    const calls = setup({ loginAnswers: [() => loginResult()] });
    const user = userEvent.setup();
    renderScreen(<LoginPage />, { path: '/login', state: { from: { pathname: '/index/notices', search: '?page=2' } } });
    await waitFor(() => expect(calls.generate).toBe(1));
    await fill(user, '2023010101', 'Dangjian@2026', 'abcd');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/index/notices');
  });

  it('sends a learner with the initial password to /my/change-pwd', async () => {
    const calls = setup({ loginAnswers: [() => loginResult({}, true)] });
    const user = userEvent.setup();
    renderScreen(<LoginPage />, { path: '/login' });
    await waitFor(() => expect(calls.generate).toBe(1));
    await fill(user, '2024010199', 'Init@2026', 'abcd');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/my/change-pwd');
  });

  it('disables the button and says 登录中… while the login call runs', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls = setup({
      loginAnswers: [
        async () => {
          await gate;
          return failure(10002, '账号或密码错误，还可尝试 4 次');
        },
      ],
    });
    const user = userEvent.setup();
    renderScreen(<LoginPage />, { path: '/login' });
    await waitFor(() => expect(calls.generate).toBe(1));
    await fill(user, '2023010101', 'Wrong@2026', 'abcd');
    await user.click(screen.getByRole('button', { name: '登录' }));
    const busy = await screen.findByRole('button', { name: '登录中…' });
    expect(busy).toBeDisabled();
    release();
    expect(await screen.findByText('账号或密码错误，还可尝试 4 次')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登录' })).toBeEnabled();
  });

  it('shows a network failure under the form and as a toast (the toaster brings its own Chakra provider)', async () => {
    const calls = setup({ loginAnswers: [() => networkError()] });
    const user = userEvent.setup();
    renderScreen(<LoginPage />, { path: '/login' });
    await waitFor(() => expect(calls.generate).toBe(1));
    await fill(user, '2023010101', 'Dangjian@2026', 'abcd');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('后端接口连接异常');
    await waitFor(() => {
      const toast = document.querySelector('[data-scope="toast"][data-part="root"]');
      expect(toast).toHaveTextContent('后端接口连接异常');
    });
  });

  it('opens 忘记密码 as a Chakra dialog (its own provider, loaded on demand) with the account filled in', async () => {
    setup({ loginAnswers: [] });
    storage.set('rememberedAccount', '2023010101');
    const user = userEvent.setup();
    renderScreen(<LoginPage />, { path: '/login' });
    await user.click(screen.getByRole('button', { name: '忘记密码' }));
    const dialog = await screen.findByRole('dialog', { name: '找回密码' });
    expect(within(dialog).getByLabelText(/^账号/)).toHaveValue('2023010101');
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('once the learner moves the mouse, 注册账号 is rendered hidden ahead of the click; opening shows it, and what was typed survives closing', async () => {
    const calls = setup({ loginAnswers: [], setting: { ...base, registerEnabled: true } });
    server.use(mockEndpoint('user', 'identityList', []), mockEndpoint('user', 'treeList', []));
    const user = userEvent.setup();
    renderScreen(<LoginPage />, { path: '/login' });
    await screen.findByRole('button', { name: '注册账号' });
    fireEvent.pointerMove(document.body);
    await waitFor(() => expect(document.querySelector('form[aria-label="注册账号"]')).not.toBeNull());
    expect(screen.queryByRole('dialog', { name: '注册账号' })).not.toBeInTheDocument();
    // hidden, the register form asks for no captcha of its own (only the login form's one)
    expect(calls.generate).toBe(1);
    await user.click(screen.getByRole('button', { name: '注册账号' }));
    const dialog = await screen.findByRole('dialog', { name: '注册账号' });
    await waitFor(() => expect(calls.generate).toBe(2));
    await user.type(within(dialog).getByLabelText(/^姓名/), '周子涵');
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '注册账号' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '注册账号' }));
    expect(within(await screen.findByRole('dialog', { name: '注册账号' })).getByLabelText(/^姓名/)).toHaveValue('周子涵');
  });
});
