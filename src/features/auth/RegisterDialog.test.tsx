import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Req } from '@contract/index';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { renderScreen } from '@/test/renderScreen';
import RegisterDialog from './RegisterDialog';

function show() {
  const sent: Req<'user', 'register'>[] = [];
  server.use(
    mockEndpoint('user', 'generateCaptcha', { captchaId: 'c1', svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>', expiresIn: 300 }),
    mockEndpoint('user', 'identityList', []),
    mockEndpoint('user', 'treeList', []),
    mockEndpoint('user', 'register', (body) => {
      sent.push(body);
      return failure(10002, '邮箱验证码错误，还可尝试 4 次');
    }),
  );
  renderScreen(<RegisterDialog open onClose={jest.fn()} />, { path: '/login' });
  return sent;
}

type User = ReturnType<typeof userEvent.setup>;

async function fillValid(user: User, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText(/^账号/), 'newbie01');
  await user.type(within(dialog).getByLabelText(/^姓名/), '周子涵');
  await user.type(within(dialog).getByLabelText(/^邮箱(?!验证码)/), 'zzh@example.com');
  await user.type(within(dialog).getByLabelText(/^邮箱验证码/), '123456');
  await user.type(within(dialog).getByLabelText(/^密码/), 'Newbie@2026');
  await user.type(within(dialog).getByLabelText(/^确认密码/), 'Newbie@2026');
}

describe('RegisterDialog', () => {
  it('keeps 注册 and 取消 in the dialog footer, outside the scrolling body, and submits the form from there', async () => {
    const sent = show();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: '注册账号' });
    const form = within(dialog).getByRole('form', { name: '注册账号' });
    const submit = within(dialog).getByRole('button', { name: '注册' });
    expect(form).not.toContainElement(submit);
    expect(form).not.toContainElement(within(dialog).getByRole('button', { name: '取消' }));
    // every field stays in the (scrolling) body
    for (const label of [/^账号/, /^姓名/, /^邮箱(?!验证码)/, /^邮箱验证码/, /^密码/, /^确认密码/]) {
      expect(form).toContainElement(within(dialog).getByLabelText(label));
    }
    await user.click(submit);
    expect(within(dialog).getByText('账号为 4-32 位字母、数字或 _ . @ -')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('a refused 注册 brings the first field to fix into focus (the body may be scrolled away from it)', async () => {
    show();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: '注册账号' });
    await fillValid(user, dialog);
    await user.clear(within(dialog).getByLabelText(/^邮箱验证码/));
    await user.click(within(dialog).getByRole('button', { name: '注册' }));
    expect(within(dialog).getByLabelText(/^邮箱验证码/)).toHaveFocus();
  });

  it('shows the server’s answer beside 注册, outside the scrolling body', async () => {
    const sent = show();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: '注册账号' });
    await fillValid(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: '注册' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('邮箱验证码错误，还可尝试 4 次');
    expect(within(dialog).getByRole('form', { name: '注册账号' })).not.toContainElement(alert);
    expect(sent).toHaveLength(1);
  });

  it('once submitted, a field’s message goes as soon as the field is corrected, not at the next 注册', async () => {
    const sent = show();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: '注册账号' });
    await user.type(within(dialog).getByLabelText(/^密码/), 'abc');
    await user.click(within(dialog).getByRole('button', { name: '注册' }));
    expect(within(dialog).getByText('密码长度需为 8-64 位')).toBeInTheDocument();
    expect(within(dialog).getByText('两次输入的密码不一致')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^密码/));
    await user.type(within(dialog).getByLabelText(/^密码/), 'Newbie@2026');
    expect(within(dialog).queryByText('密码长度需为 8-64 位')).not.toBeInTheDocument();
    // the policy shows again in its place
    expect(within(dialog).getByText(/^8-64 位，至少包含/)).toBeInTheDocument();
    expect(within(dialog).getByText('两次输入的密码不一致')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^确认密码/), 'Newbie@2026');
    expect(within(dialog).queryByText('两次输入的密码不一致')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^确认密码/)).not.toHaveAttribute('aria-invalid');
    // the others not yet corrected keep theirs
    expect(within(dialog).getByText('请输入 6 位数字验证码')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('drops the server’s refusal once a field changes; a new answer replaces it', async () => {
    show();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: '注册账号' });
    await fillValid(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: '注册' }));
    expect(await within(dialog).findByText('邮箱验证码错误，还可尝试 4 次')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^邮箱验证码/), '{Backspace}');
    expect(within(dialog).queryByText('邮箱验证码错误，还可尝试 4 次')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^邮箱验证码/), '7');
    await user.click(within(dialog).getByRole('button', { name: '注册' }));
    expect(await within(dialog).findByText('邮箱验证码错误，还可尝试 4 次')).toBeInTheDocument();
    // a 注册 the fields stop: their message alone, not the old answer beside it
    await user.clear(within(dialog).getByLabelText(/^姓名/));
    await user.click(within(dialog).getByRole('button', { name: '注册' }));
    expect(within(dialog).getByText('姓名需为 2-20 个字')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers only 入党申请人 as the identity, says the branch confirms it, and sends no other', async () => {
    const sent = show();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: '注册账号' });
    const identity = within(dialog).getByLabelText(/^身份/);
    expect(identity).toHaveValue('入党申请人');
    expect(identity).toHaveAttribute('readonly');
    expect(within(dialog).queryByRole('combobox', { name: /^身份/ })).not.toBeInTheDocument();
    expect(within(dialog).getByText(/由所在党支部确认后变更/)).toBeInTheDocument();
    await fillValid(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: '注册' }));
    await within(dialog).findByRole('alert');
    expect(sent[0].identityId).toBeNull();
  });
});
