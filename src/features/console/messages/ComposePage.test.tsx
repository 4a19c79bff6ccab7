import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Audience } from '@contract/notify';
import type { Req } from '@contract/index';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { LazyToaster } from '@/test/store';
import { loginResult, renderScreen } from '@/test/renderScreen';
import ComposePage from './ComposePage';

// The compose form against the notify, organiser and user endpoints: checked before sending,
// a live count of who it reaches, the server's refusal beside the form, and the toast on success.

function setup({ send }: { send?: (body: Req<'notify', 'send'>) => ReturnType<typeof failure> | null } = {}) {
  const calls = { previews: [] as Audience[], sends: [] as Req<'notify', 'send'>[] };
  server.use(
    mockEndpoint('organiser', 'scopeUnits', [
      { id: 1, parentId: null, name: '计算机学院党委', kind: '党委' },
      { id: 3, parentId: 1, name: '计算机第一党支部', kind: '党支部' },
      { id: 4, parentId: 1, name: '计算机第二党支部', kind: '党支部' },
    ]),
    mockEndpoint('user', 'identityList', [
      { id: 1, name: '入党积极分子', selfDeclared: true },
      { id: 2, name: '预备党员', selfDeclared: false },
    ]),
    mockEndpoint('user', 'stageList', [
      { id: 5, phaseId: 1, name: '2026年秋季学期', startDate: '2026-09-01', endDate: '2026-12-31' },
      { id: 6, phaseId: 2, name: '2026年秋季学期', startDate: '2026-09-01', endDate: '2026-12-31' },
    ]),
    mockEndpoint('user', 'phaselist', [
      { id: 1, name: '入党积极分子培训' },
      { id: 2, name: '发展对象培训' },
    ]),
    mockEndpoint('notify', 'preview', (body) => {
      calls.previews.push(body.audience);
      const accounts = body.audience.accounts ?? [];
      return {
        count: (body.audience.branchIds?.length ?? 0) * 2 + accounts.filter((a) => a.startsWith('2023')).length,
        sample: body.audience.branchIds ? ['张三', '李四'] : [],
        unknownAccounts: accounts.filter((a) => !a.startsWith('2023')),
      };
    }),
    mockEndpoint('notify', 'send', (body) => {
      calls.sends.push(body);
      return (
        send?.(body) ?? {
          id: 9,
          kind: body.kind,
          title: body.title,
          sentAt: '2026-12-02T12:00:00.000Z',
          dueAt: body.dueAt ?? null,
          actionPath: body.actionPath ?? '',
          recipients: 2,
          read: 0,
        }
      );
    }),
  );
  return calls;
}

const show = () => {
  // the toaster outside the router: it stays while the page navigates away after sending
  render(<LazyToaster />);
  return renderScreen(<ComposePage />, { path: '/admin/messages/new', user: loginResult({ id: 501 }) });
};

const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('sending a message from the console', () => {
  it('says what is missing before sending anything', async () => {
    const calls = setup();
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('button', { name: '发送' }));
    const errors = await screen.findByTestId('compose-errors');
    expect(
      within(errors)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['请填写标题', '请填写正文', '请选择接收人：党支部、身份、培训阶段，或填写指定账号']);

    await user.type(field(/^标题/), '期末考试');
    await user.type(field(/^正文/), '请按时参加');
    await user.click(await screen.findByRole('checkbox', { name: '计算机第一党支部' }));
    await user.click(screen.getByRole('radio', { name: '待办' }));
    expect(
      within(screen.getByTestId('compose-errors'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['待办请设置截止时间', '待办请选择学员完成它的页面链接']);
    fireEvent.change(screen.getByLabelText(/截止时间/), { target: { value: '2020-01-01T08:00' } });
    await user.selectOptions(screen.getByRole('combobox', { name: /链接/ }), '自定义');
    fireEvent.change(field(/自定义链接/), { target: { value: 'https://example.com' } });
    expect(
      within(screen.getByTestId('compose-errors'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['截止时间应晚于现在', '链接应为学员端页面的路径，以 /index 或 /personal-space 开头']);
    await user.click(screen.getByRole('button', { name: '发送' }));
    expect(calls.sends).toEqual([]);
  });

  it('shows who the choice reaches, and the accounts not found', async () => {
    const calls = setup();
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('checkbox', { name: '计算机第二党支部' }));
    expect(await screen.findByTestId('audience-preview')).toHaveTextContent('将发送给 2 人：张三、李四');
    expect(screen.getByText('党支部（已选 1 项）')).toBeInTheDocument();
    await user.type(field(/指定账号/), '2023001, nobody\nghost');
    await waitFor(() => expect(screen.getByTestId('audience-preview')).toHaveTextContent('将发送给 3 人：张三、李四 等 3 人'));
    expect(screen.getByTestId('audience-preview')).toHaveTextContent('未找到的账号：nobody、ghost');
    // typing pauses are asked, not every key
    expect(calls.previews.length).toBeLessThan(5);
    expect(calls.previews.at(-1)).toEqual({ branchIds: [4], accounts: ['2023001', 'nobody', 'ghost'] });
  });

  it('sends a to-do with its Beijing deadline and link, says to how many, and goes back to the list', async () => {
    const calls = setup();
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('radio', { name: '待办' }));
    await user.type(field(/^标题/), '期末考试');
    await user.type(field(/^正文/), '第一行{Enter}第二行');
    await user.click(await screen.findByRole('checkbox', { name: '计算机第一党支部' }));
    await user.click(screen.getByRole('checkbox', { name: '预备党员' }));
    // the phase's name tells two terms of the same name apart
    await user.click(screen.getByRole('checkbox', { name: '入党积极分子培训 2026年秋季学期' }));
    fireEvent.change(screen.getByLabelText(/截止时间/), { target: { value: '2099-12-20T18:00' } });
    await user.selectOptions(screen.getByRole('combobox', { name: /链接/ }), '考试中心');
    await user.type(field(/按钮文字/), '去考试');
    await user.click(screen.getByRole('button', { name: '发送' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/messages'));
    expect(calls.sends).toEqual([
      {
        kind: 'todo',
        title: '期末考试',
        body: '第一行\n第二行',
        audience: { branchIds: [3], identityIds: [2], stageIds: [5] },
        actionPath: '/index/exam-center',
        actionText: '去考试',
        dueAt: '2099-12-20T10:00:00.000Z',
      },
    ]);
    await waitFor(() => expect(document.querySelector('[data-scope="toast"][data-part="root"]')).toHaveTextContent('已发送给 2 人'));
  });

  it("shows the server's refusal and keeps everything typed", async () => {
    const calls = setup({ send: () => failure(10002, '所选条件下没有您管理范围内的学员，请调整接收人') });
    const user = userEvent.setup();
    show();
    await user.type(field(/^标题/), '党课通知');
    await user.type(field(/^正文/), '周五下午');
    await user.type(field(/指定账号/), '2023009');
    await user.click(screen.getByRole('button', { name: '发送' }));
    expect(await screen.findByTestId('send-error')).toHaveTextContent('所选条件下没有您管理范围内的学员，请调整接收人');
    expect(calls.sends).toHaveLength(1);
    expect(field(/^标题/)).toHaveValue('党课通知');
    expect(field(/^正文/)).toHaveValue('周五下午');
    expect(field(/指定账号/)).toHaveValue('2023009');
    expect(screen.queryByTestId('location')).toBeNull();
  });
});
