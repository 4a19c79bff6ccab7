import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { renderScreen } from '@/test/renderScreen';
import ForgotPasswordDialog from './ForgotPasswordDialog';

function show() {
  const sent: unknown[] = [];
  server.use(
    mockEndpoint('user', 'generateCaptcha', { captchaId: 'c1', svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>', expiresIn: 300 }),
    mockEndpoint('user', 'sendMail', (body) => {
      sent.push(body);
      return { resendIn: 60, expiresIn: 600 };
    }),
  );
  renderScreen(<ForgotPasswordDialog open initialAccount="" onClose={jest.fn()} onDone={jest.fn()} />, { path: '/login' });
  return sent;
}

describe('ForgotPasswordDialog', () => {
  it('获取验证码 on empty fields names each missing field once, beside that field, and sends nothing', async () => {
    const sent = show();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: '找回密码' });
    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    expect(within(dialog).getAllByText('请输入账号')).toHaveLength(1);
    // beside the account field, not repeated under the captcha
    expect(within(dialog).getByLabelText(/^账号/).closest('[data-scope="field"][data-part="root"]')).toHaveTextContent('请输入账号');
    expect(within(dialog).queryByText('请输入图形验证码')).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('asks for the image code only once the account and email are there', async () => {
    const sent = show();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: '找回密码' });
    await user.type(within(dialog).getByLabelText(/^账号/), '2023010101');
    await user.type(within(dialog).getByLabelText(/^邮箱(?!验证码)/), 'a@example.com');
    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    expect(within(dialog).getAllByText('请输入图形验证码')).toHaveLength(1);
    expect(within(dialog).queryByText('请输入账号')).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('after 获取验证码 says the code went to the address only if the account and address match', async () => {
    const sent = show();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: '找回密码' });
    await user.type(within(dialog).getByLabelText(/^账号/), '2023010101');
    await user.type(within(dialog).getByLabelText(/^邮箱(?!验证码)/), 'a@example.com');
    await user.type(within(dialog).getByLabelText(/^验证码/), 'abcd');
    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    expect(await within(dialog).findByText('如果账号与邮箱匹配，验证码已发送到该邮箱，请查收')).toBeInTheDocument();
    expect(within(dialog).queryByText('验证码已发送，请查收邮件')).not.toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ account: '2023010101', email: 'a@example.com', purpose: 'forgetPwd' })]);
  });

  it('keeps 重置密码 in the dialog footer, outside the scrolling body, and submits the form from there', async () => {
    show();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: '找回密码' });
    const submit = within(dialog).getByRole('button', { name: '重置密码' });
    expect(within(dialog).getByRole('form', { name: '找回密码' })).not.toContainElement(submit);
    await user.click(submit);
    expect(within(dialog).getByText('请输入账号')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入 6 位数字验证码')).toBeInTheDocument();
  });
});

describe('ForgotPasswordDialog: messages that no longer describe the form go', () => {
  it('a field flagged by 获取验证码 is checked again as it is typed', async () => {
    show();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: '找回密码' });
    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    expect(within(dialog).getByText('请输入邮箱')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^邮箱(?!验证码)/), 'a@');
    expect(within(dialog).getByText('邮箱格式不正确')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^邮箱(?!验证码)/), 'example.com');
    expect(within(dialog).queryByText('邮箱格式不正确')).not.toBeInTheDocument();
    // fields 获取验证码 does not need say nothing before 重置密码
    expect(within(dialog).queryByText('请输入 6 位数字验证码')).not.toBeInTheDocument();
  });

  it('the refusal of 获取验证码 goes once the account or email changes, or a new image code is typed', async () => {
    show();
    server.use(mockEndpoint('user', 'sendMail', () => failure(10002, '发送过于频繁，请 40 秒后再试')));
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: '找回密码' });
    const refused = async () => {
      await user.type(within(dialog).getByLabelText(/^验证码/), 'abcd');
      await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
      expect(await within(dialog).findByText('发送过于频繁，请 40 秒后再试')).toBeInTheDocument();
    };
    await user.type(within(dialog).getByLabelText(/^账号/), '2023010101');
    await user.type(within(dialog).getByLabelText(/^邮箱(?!验证码)/), 'a@example.com');
    await refused();
    await user.type(within(dialog).getByLabelText(/^邮箱(?!验证码)/), 'm');
    expect(within(dialog).queryByText('发送过于频繁，请 40 秒后再试')).not.toBeInTheDocument();
    await refused();
    await user.type(within(dialog).getByLabelText(/^账号/), '9');
    expect(within(dialog).queryByText('发送过于频繁，请 40 秒后再试')).not.toBeInTheDocument();
    await refused();
    await user.type(within(dialog).getByLabelText(/^验证码/), 'x');
    expect(within(dialog).queryByText('发送过于频繁，请 40 秒后再试')).not.toBeInTheDocument();
  });

  it('the refusal of 重置密码 goes once a field changes', async () => {
    show();
    server.use(mockEndpoint('user', 'forgetPwd', () => failure(10002, '邮箱验证码错误，还可尝试 4 次')));
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: '找回密码' });
    await user.type(within(dialog).getByLabelText(/^账号/), '2023010101');
    await user.type(within(dialog).getByLabelText(/^邮箱(?!验证码)/), 'a@example.com');
    await user.type(within(dialog).getByLabelText(/^邮箱验证码/), '123456');
    await user.type(within(dialog).getByLabelText(/^新密码/), 'Reset@2026');
    await user.type(within(dialog).getByLabelText(/^确认新密码/), 'Reset@2026');
    await user.click(within(dialog).getByRole('button', { name: '重置密码' }));
    expect(await within(dialog).findByText('邮箱验证码错误，还可尝试 4 次')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^邮箱验证码/), '{Backspace}7');
    expect(within(dialog).queryByText('邮箱验证码错误，还可尝试 4 次')).not.toBeInTheDocument();
  });
});
