import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Req } from '@contract/index';
import type { ReviewItem } from '@contract/review';
import { mockEndpoint, networkError, type Reply } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { grantOf, itemOf, renderConsole, units } from '@/test/console';

jest.setTimeout(30_000);

/** The console around the queue, and a queue that answers `list` (or what `answer` gives), recording the bodies. */
function serve(answer: (body: Req<'review', 'queue'>) => ReviewItem[] | Reply | Promise<ReviewItem[]>) {
  const asked: Array<Req<'review', 'queue'>> = [];
  server.use(
    mockEndpoint('organiser', 'me', { grants: [grantOf('college')] }),
    mockEndpoint('organiser', 'scopeUnits', units),
    mockEndpoint('review', 'summary', [
      { kind: 'experience', pending: 2, overdue: 1 },
      { kind: 'leave', pending: 4, overdue: 0 },
    ]),
    mockEndpoint('review', 'queue', async (body) => {
      asked.push(body);
      const out = await answer(body);
      return Array.isArray(out) ? { list: out, total: out.length, pageNum: body.pageNum, pageSize: body.pageSize } : out;
    }),
  );
  return asked;
}

const items = [
  itemOf({ id: 12, overdue: true }),
  itemOf({ id: 13, title: '党史学习体会', learnerName: '李想', learnerAccount: '2023010103', branchName: '研究生党支部' }),
];

describe('待审核 queue', () => {
  it('lists the items with learner, branch, time, state and 逾期; the tabs carry the counts', async () => {
    const asked = serve(() => items);
    renderConsole('/admin/review/experience');
    const rows = await screen.findAllByTestId('queue-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('学习二十大精神心得');
    expect(rows[0]).toHaveTextContent('孙雨桐');
    expect(rows[0]).toHaveTextContent('2023010102');
    expect(rows[0]).toHaveTextContent('本科生第一党支部');
    expect(rows[0]).toHaveTextContent('2026-11-20 10:00');
    expect(within(rows[0]).getByTestId('overdue')).toHaveTextContent('逾期');
    expect(within(rows[1]).queryByTestId('overdue')).not.toBeInTheDocument();
    expect(within(rows[0]).getByRole('link', { name: '学习二十大精神心得' })).toHaveAttribute('href', '/admin/review/experience/12');
    expect(screen.getByTestId('kind-experience')).toHaveTextContent('心得体会2逾期 1');
    expect(screen.getByTestId('kind-leave')).toHaveTextContent('请假4');
    expect(screen.getByTestId('kind-leave')).not.toHaveTextContent('逾期');
    expect(asked[0]).toEqual({ kind: 'experience', state: 'pending', keyword: '', pageNum: 1, pageSize: 20 });
  });

  it('filters by state, branch and keyword through the address, and carries them to the item', async () => {
    const asked = serve(() => items);
    const { router } = renderConsole('/admin/review/experience');
    await screen.findAllByTestId('queue-row');
    fireEvent.change(screen.getByRole('combobox', { name: '状态' }), { target: { value: 'returned' } });
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ state: 'returned' }));
    fireEvent.change(await screen.findByRole('combobox', { name: '党支部' }), { target: { value: '4' } });
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ state: 'returned', branchId: 4 }));
    fireEvent.change(screen.getByRole('textbox', { name: '搜索姓名、账号或标题' }), { target: { value: '李想' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({ kind: 'experience', state: 'returned', keyword: '李想', branchId: 4, pageNum: 1, pageSize: 20 }),
    );
    expect(router.state.location.search).toBe('?state=returned&q=%E6%9D%8E%E6%83%B3&branch=4');
    const link = (await screen.findAllByRole('link', { name: '党史学习体会' }))[0];
    expect(link).toHaveAttribute('href', '/admin/review/experience/13?state=returned&q=%E6%9D%8E%E6%83%B3&branch=4');
  });

  it('says 暂无待审核的事项 when the queue is empty, and shows skeletons while it loads', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    serve(async () => {
      await held;
      return [];
    });
    renderConsole('/admin/review/leave');
    // the shell first (it shows skeletons of its own while organiser/me loads), then the queue's
    await screen.findByRole('navigation', { name: '管理功能' });
    expect(screen.getByTestId('list-loading')).toBeInTheDocument();
    expect(screen.queryByText('暂无待审核的事项')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('暂无待审核的事项')).toBeInTheDocument();
  });

  it('a failed load shows 加载失败 and 重试 loads it again', async () => {
    let fail = true;
    serve(() => (fail ? networkError() : items));
    renderConsole('/admin/review/experience');
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findAllByTestId('queue-row')).toHaveLength(2);
  });

  it('an unknown kind in the address says so instead of asking', async () => {
    const asked = serve(() => items);
    renderConsole('/admin/review/nonsense');
    expect(await screen.findByText('没有这一类审核事项，请从上方选择审核类别')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('批量通过 sends the ticked items and shows what passed and what was skipped, with reasons', async () => {
    let list = items;
    serve(() => list);
    const sent: unknown[] = [];
    server.use(
      mockEndpoint('review', 'approveBatch', (body) => {
        sent.push(body);
        list = [];
        return { approved: [12], skipped: [{ id: 13, reason: '该事项已由其他管理员处理' }] };
      }),
    );
    renderConsole('/admin/review/leave');
    await screen.findAllByTestId('queue-row');
    expect(screen.getByRole('button', { name: '批量通过' })).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: '全选本页待审核事项' }));
    fireEvent.click(screen.getByRole('button', { name: '批量通过（2）' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('确定通过所选的 2 个事项吗');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定通过' }));
    const result = await screen.findByTestId('batch-result');
    expect(result).toHaveTextContent('已通过 1 项，跳过 1 项');
    expect(result).toHaveTextContent('事项 13：该事项已由其他管理员处理');
    expect(sent).toEqual([{ kind: 'leave', ids: [12, 13] }]);
    expect(await screen.findByText('暂无待审核的事项')).toBeInTheDocument();
  });
});
