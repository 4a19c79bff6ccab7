import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import { ChangePasswordForm } from './ChangePasswordForm';

// The server's refusal describes what was sent: it goes once the learner edits the form.

const show = () => renderScreen(<ChangePasswordForm onDone={jest.fn()} />, { path: '/personal-space/my/modify-pwd', user: loginResult() });

async function refusedOnce(user: ReturnType<typeof userEvent.setup>) {
  server.use(mockEndpoint('user', 'updatePassword', () => failure(10002, '原密码错误')));
  show();
  await user.type(screen.getByLabelText(/^原密码/), 'Wrong@2026');
  await user.type(screen.getByLabelText(/^新密码/), 'NewPass@2026');
  await user.type(screen.getByLabelText(/^确认新密码/), 'NewPass@2026');
  await user.click(screen.getByRole('button', { name: '确认修改' }));
  expect(await screen.findByText('原密码错误')).toBeInTheDocument();
}

describe('ChangePasswordForm', () => {
  it('drops the server’s 原密码错误 as soon as the old password is edited', async () => {
    const user = userEvent.setup();
    await refusedOnce(user);
    await user.clear(screen.getByLabelText(/^原密码/));
    expect(screen.queryByText('原密码错误')).toBeNull();
    // and a client-side error then stands alone
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    expect(screen.getByText('请输入原密码')).toBeInTheDocument();
    expect(screen.queryByText('原密码错误')).toBeNull();
  });

  it('warns how many tries are left before the lock, as the login page does (the server’s message)', async () => {
    const locked = '账号已被锁定，请 15 分钟后再试（15 分钟内连续 5 次密码错误）';
    let left = 4;
    server.use(mockEndpoint('user', 'updatePassword', () => failure(10002, left > 0 ? `原密码错误，还可尝试 ${left--} 次` : locked)));
    const user = userEvent.setup();
    show();
    await user.type(screen.getByLabelText(/^原密码/), 'Wrong@2026');
    await user.type(screen.getByLabelText(/^新密码/), 'NewPass@2026');
    await user.type(screen.getByLabelText(/^确认新密码/), 'NewPass@2026');
    for (const n of [4, 3, 2, 1]) {
      await user.click(screen.getByRole('button', { name: '确认修改' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(`原密码错误，还可尝试 ${n} 次`);
    }
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(locked);
  });

  it('once submitted, a field’s message goes as soon as the field is corrected, not at the next submit', async () => {
    let sent = 0;
    server.use(mockEndpoint('user', 'updatePassword', () => ((sent += 1), null)));
    const user = userEvent.setup();
    show();
    await user.type(screen.getByLabelText(/^新密码/), 'abc');
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    expect(screen.getByText('请输入原密码')).toBeInTheDocument();
    expect(screen.getByText('密码长度需为 8-64 位')).toBeInTheDocument();
    expect(screen.getByText('两次输入的新密码不一致')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^原密码/), 'Init@2026');
    expect(screen.queryByText('请输入原密码')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^新密码/), 'Pass@2026');
    expect(screen.queryByText('密码长度需为 8-64 位')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^确认新密码/), 'abcPass@2026');
    expect(screen.queryByText('两次输入的新密码不一致')).not.toBeInTheDocument();
    expect(sent).toBe(0);
  });
});
