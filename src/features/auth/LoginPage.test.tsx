import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { fail, ok } from '@/test/envelope';
import { server } from '@/test/server';
import { storage } from '@/lib/storage';
import { loginResult, renderScreen } from '@/features/testing/renderScreen';
import LoginPage from './LoginPage';

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

function setup({ loginAnswers }: { loginAnswers: Array<() => Response> }) {
  const calls = { generate: 0, refresh: 0, login: [] as Record<string, unknown>[] };
  server.use(
    http.post('*/goplatform/v1/system/getSetting', () => ok({ video: '{}', base: JSON.stringify(base) })),
    http.post('*/trainingApi/v1/user/generateCaptcha', () => {
      calls.generate += 1;
      return ok({ captchaId: 'c1', svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>', expiresIn: 300 });
    }),
    http.post('*/trainingApi/v1/user/getCaptcha', () => {
      calls.refresh += 1;
      return ok({ captchaId: `c${calls.refresh + 1}`, svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>', expiresIn: 300 });
    }),
    http.post('*/trainingApi/v1/user/login', async ({ request }) => {
      calls.login.push((await request.json()) as Record<string, unknown>);
      const answer = loginAnswers[Math.min(calls.login.length - 1, loginAnswers.length - 1)];
      return answer();
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
jest.setTimeout(20_000);

describe('LoginPage', () => {
  it('shows the platform name and notice from the settings', async () => {
    setup({ loginAnswers: [] });
    renderScreen(<LoginPage />, { path: '/login' });
    expect(await screen.findByText('测试党建平台')).toBeInTheDocument();
    expect(screen.getByText('请使用学号登录')).toBeInTheDocument();
    expect(screen.queryByText('注册账号')).not.toBeInTheDocument();
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
  });

  it('shows the server message, keeps what was typed and refreshes the captcha', async () => {
    const calls = setup({ loginAnswers: [() => fail(10002, '账号或密码错误，还可尝试 4 次')] });
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
    const calls = setup({ loginAnswers: [() => fail(10002, '验证码错误'), () => ok(loginResult())] });
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
    const calls = setup({ loginAnswers: [() => ok(loginResult())] });
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
    const calls = setup({ loginAnswers: [() => ok(loginResult())] });
    const user = userEvent.setup();
    renderScreen(<LoginPage />, { path: '/login', state: { from: { pathname: '/index/notices', search: '?page=2' } } });
    await waitFor(() => expect(calls.generate).toBe(1));
    await fill(user, '2023010101', 'Dangjian@2026', 'abcd');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/index/notices');
  });

  it('sends a learner with the initial password to /my/change-pwd', async () => {
    const calls = setup({ loginAnswers: [() => ok(loginResult({}, true))] });
    const user = userEvent.setup();
    renderScreen(<LoginPage />, { path: '/login' });
    await waitFor(() => expect(calls.generate).toBe(1));
    await fill(user, '2024010199', 'Init@2026', 'abcd');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/my/change-pwd');
  });
});
