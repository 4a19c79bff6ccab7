import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import { ChangePasswordForm } from './ChangePasswordForm';

// The server's refusal describes what was sent: it goes once the learner edits the form.

jest.setTimeout(20_000);

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
});
