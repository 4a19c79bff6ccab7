import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Req } from '@contract/index';
import type { ReviewDetail } from '@contract/review';
import { failure, mockEndpoint, networkError, refusal } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { detailOf, grantOf, itemOf, renderConsole, units } from '@/test/console';

jest.setTimeout(30_000);

function serve(detail: () => ReviewDetail | ReturnType<typeof networkError>) {
  const decided: Array<Req<'review', 'decide'>> = [];
  server.use(
    mockEndpoint('organiser', 'me', { grants: [grantOf('branch')] }),
    mockEndpoint('organiser', 'scopeUnits', units),
    mockEndpoint('review', 'summary', [{ kind: 'experience', pending: 2, overdue: 0 }]),
    mockEndpoint('review', 'detail', () => detail()),
  );
  return decided;
}

describe('a review item', () => {
  it('shows the learner, branch, identity, time, the hand-in (line breaks kept, images inline, files in a new tab) and the history', async () => {
    serve(() => detailOf());
    renderConsole('/admin/review/experience/12');
    expect(await screen.findByRole('heading', { name: '学习二十大精神心得' })).toBeInTheDocument();
    expect(screen.getByText('孙雨桐（2023010102）')).toBeInTheDocument();
    expect(screen.getByText('本科生第一党支部')).toBeInTheDocument();
    expect(screen.getByText('入党积极分子')).toBeInTheDocument();
    expect(screen.getByText('2026-11-20 10:00')).toBeInTheDocument();
    const [text, files] = screen.getAllByTestId('handed-in');
    expect(within(text).getByText(/第一段体会。/).textContent).toBe('第一段体会。\n第二段体会。');
    expect(within(files).getByRole('img', { name: '学习笔记.jpg' })).toHaveAttribute('src', '/uploads/a.jpg');
    const pdf = within(files).getByRole('link', { name: '在新窗口打开：讲稿.pdf' });
    expect(pdf).toHaveAttribute('href', '/uploads/b.pdf');
    expect(pdf).toHaveAttribute('target', '_blank');
    const history = screen.getByTestId('history-entry');
    expect(history).toHaveTextContent('已退回');
    expect(history).toHaveTextContent('李书记');
    expect(history).toHaveTextContent('请补充联系实际的内容');
  });

  it('a return needs its reason and a scored approval its score: said beside the field, nothing sent', async () => {
    serve(() => detailOf());
    let sent = 0;
    server.use(mockEndpoint('review', 'decide', () => (sent++, failure(10002, '不应发送'))));
    renderConsole('/admin/review/experience/12');
    const form = await screen.findByTestId('decision-form');
    fireEvent.click(within(form).getByRole('button', { name: '通过' }));
    expect(await within(form).findByText('请填写 0 到 100 之间的整数评分')).toBeInTheDocument();
    fireEvent.change(within(form).getByRole('spinbutton'), { target: { value: '101' } });
    fireEvent.click(within(form).getByRole('button', { name: '通过' }));
    expect(await within(form).findByText('请填写 0 到 100 之间的整数评分')).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('radio', { name: '退回' }));
    await waitFor(() => expect(within(form).getByText('退回原因')).toBeInTheDocument());
    expect(within(form).queryByRole('spinbutton')).not.toBeInTheDocument();
    fireEvent.change(within(form).getByRole('textbox', { name: '退回原因' }), { target: { value: '   ' } });
    fireEvent.click(await within(form).findByRole('button', { name: '退回' }));
    expect(await within(form).findByText('退回时请填写退回原因')).toBeInTheDocument();
    expect(sent).toBe(0);
  });

  it('an unscored kind is approved without a score; after the decision the next pending item of the same filter opens', async () => {
    let state: ReviewDetail['state'] = 'pending';
    serve(() => detailOf({ kind: 'leave', scored: false, state }));
    const sent: unknown[] = [];
    server.use(
      mockEndpoint('review', 'decide', (body) => {
        sent.push(body);
        state = 'approved';
        return {
          id: 12,
          state: 'approved' as const,
          reason: '',
          score: null,
          reviewerName: '王老师',
          decidedAt: '2026-11-21T02:00:00.000Z',
          submittedAt: '2026-11-20T02:00:00.000Z',
        };
      }),
      mockEndpoint('review', 'queue', (body) => ({
        list: body.state === 'pending' ? [itemOf({ id: 12, kind: 'leave' }), itemOf({ id: 15, kind: 'leave' })] : [],
        total: 2,
        pageNum: 1,
        pageSize: body.pageSize,
      })),
    );
    const { router } = renderConsole('/admin/review/leave/12?q=%E5%AD%99');
    const form = await screen.findByTestId('decision-form');
    fireEvent.click(within(form).getByRole('button', { name: '通过' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/review/leave/15'));
    expect(router.state.location.search).toBe('?q=%E5%AD%99');
    expect(sent).toEqual([{ kind: 'leave', id: 12, verdict: 'approve' }]);
  });

  it('a return sends its reason; with no pending item left, the list opens', async () => {
    serve(() => detailOf());
    const sent: unknown[] = [];
    server.use(
      mockEndpoint('review', 'decide', (body) => {
        sent.push(body);
        return {
          id: 12,
          state: 'returned' as const,
          reason: '请补充',
          score: null,
          reviewerName: '王老师',
          decidedAt: '2026-11-21T02:00:00.000Z',
          submittedAt: '2026-11-20T02:00:00.000Z',
        };
      }),
      mockEndpoint('review', 'queue', { list: [itemOf({ id: 12 })], total: 1, pageNum: 1, pageSize: 20 }),
    );
    const { router } = renderConsole('/admin/review/experience/12');
    const form = await screen.findByTestId('decision-form');
    fireEvent.click(within(form).getByRole('radio', { name: '退回' }));
    fireEvent.change(await within(form).findByRole('textbox', { name: '退回原因' }), { target: { value: '  请补充  ' } });
    fireEvent.click(await within(form).findByRole('button', { name: '退回' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/review/experience'));
    expect(sent).toEqual([{ kind: 'experience', id: 12, verdict: 'return', reason: '请补充' }]);
  });

  it('when another organiser decided first: who and when, and the item reloaded without the form', async () => {
    let state: ReviewDetail['state'] = 'pending';
    let loads = 0;
    serve(
      () => (
        loads++,
        detailOf({
          state,
          reviewerName: state === 'pending' ? '' : '李书记',
          decidedAt: state === 'pending' ? null : '2026-11-21T03:00:00.000Z',
        })
      ),
    );
    server.use(
      mockEndpoint('review', 'decide', () => {
        state = 'approved';
        return refusal('该事项已由李书记审核', {
          reason: 'decided',
          reviewerName: '李书记',
          decidedAt: '2026-11-21T03:00:00.000Z',
          state: 'approved',
        });
      }),
    );
    renderConsole('/admin/review/experience/12');
    const form = await screen.findByTestId('decision-form');
    fireEvent.change(within(form).getByRole('spinbutton'), { target: { value: '88' } });
    fireEvent.click(within(form).getByRole('button', { name: '通过' }));
    const notice = await screen.findByTestId('decided-elsewhere');
    expect(notice).toHaveTextContent(`该事项已由 李书记 于 2026-11-21 11:00 处理（已通过）`);
    await waitFor(() => expect(loads).toBe(2));
    expect(screen.queryByTestId('decision-form')).not.toBeInTheDocument();
    expect(await screen.findByTestId('final-verdict')).toHaveTextContent('李书记');
  });

  it('another refusal stays beside the form', async () => {
    serve(() => detailOf({ scored: false }));
    server.use(mockEndpoint('review', 'decide', () => failure(10002, '该事项不在您的管理范围内，或已不存在')));
    renderConsole('/admin/review/experience/12');
    const form = await screen.findByTestId('decision-form');
    fireEvent.click(within(form).getByRole('button', { name: '通过' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('该事项不在您的管理范围内，或已不存在');
  });

  it('shows skeletons while the item loads', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    serve(() => detailOf());
    server.use(
      mockEndpoint('review', 'detail', async () => {
        await held;
        return detailOf();
      }),
    );
    renderConsole('/admin/review/experience/12');
    await screen.findByRole('navigation', { name: '管理功能' });
    expect(screen.getByTestId('list-loading')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: '学习二十大精神心得' })).toBeInTheDocument();
  });

  it('a failed load offers 重试', async () => {
    let fail = true;
    serve(() => (fail ? networkError() : detailOf()));
    renderConsole('/admin/review/experience/12');
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '学习二十大精神心得' })).toBeInTheDocument();
  });
});
