import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import ModifyPasswordPage from './ModifyPasswordPage';

const forced = () =>
  renderScreen(<ModifyPasswordPage forced />, { path: '/my/change-pwd', user: loginResult({ account: '2024010199' }, true) });

async function fill(user: ReturnType<typeof userEvent.setup>, oldPwd: string, newPwd: string, confirm: string) {
  await user.type(screen.getByLabelText(/^原密码/), oldPwd);
  await user.type(screen.getByLabelText(/^新密码/), newPwd);
  await user.type(screen.getByLabelText(/^确认新密码/), confirm);
}

// Typing through user-event into Chakra fields is slow when the whole suite runs in parallel.

describe('ModifyPasswordPage forced', () => {
  it('explains why and offers only 确认修改 and 退出登录', () => {
    forced();
    expect(screen.getByText('首次登录请修改初始密码')).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['确认修改', '退出登录']);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('checks the policy and the confirmation before sending', async () => {
    let sent = 0;
    server.use(mockEndpoint('user', 'updatePassword', () => ((sent += 1), null)));
    const user = userEvent.setup();
    forced();
    await fill(user, 'Init@2026', 'abcdefgh', 'abcdefgx');
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    expect(screen.getByText('密码需至少包含大写字母、小写字母、数字、符号中的三类')).toBeInTheDocument();
    expect(screen.getByText('两次输入的新密码不一致')).toBeInTheDocument();
    expect(sent).toBe(0);
  });

  it('shows the server message next to the form and keeps the input', async () => {
    server.use(mockEndpoint('user', 'updatePassword', () => failure(10002, '原密码不正确')));
    const user = userEvent.setup();
    forced();
    await fill(user, 'Wrong@2026', 'NewPass@2026', 'NewPass@2026');
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('原密码不正确')).toBeInTheDocument();
    expect(screen.getByLabelText(/^新密码/)).toHaveValue('NewPass@2026');
  });

  it('clears the default-password flag and goes home once changed', async () => {
    let body: unknown = null;
    server.use(
      mockEndpoint('user', 'updatePassword', (sent) => {
        body = sent;
        return null;
      }),
    );
    const user = userEvent.setup();
    const { store } = forced();
    expect(store.getState().auth.defaultPassword).toBe(true);
    await fill(user, 'Init@2026', 'NewPass@2026', 'NewPass@2026');
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/index/home');
    expect(body).toEqual({ oldPassword: 'Init@2026', newPassword: 'NewPass@2026' });
    await waitFor(() => expect(store.getState().auth.defaultPassword).toBe(false));
  });
});

describe('ModifyPasswordPage forced: 退出登录', () => {
  it('ends the session like token expiry does: auth and local storage cleared, /login', async () => {
    server.use(mockEndpoint('user', 'logout', null));
    window.localStorage.setItem('someone_else', 'x');
    const user = userEvent.setup();
    const { store } = forced();
    await user.click(screen.getByRole('button', { name: '退出登录' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(store.getState().auth.token).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });
});

describe('ModifyPasswordPage in the personal space', () => {
  it('is a page panel titled 修改密码 without the forced explanation', () => {
    renderScreen(<ModifyPasswordPage />, { path: '/personal-space/my/modify-pwd', user: loginResult() });
    expect(screen.getByRole('heading', { name: '修改密码' })).toBeInTheDocument();
    expect(screen.queryByText('首次登录请修改初始密码')).not.toBeInTheDocument();
  });
});
