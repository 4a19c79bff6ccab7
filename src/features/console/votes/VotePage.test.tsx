import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VoteConsoleDetail } from '@contract/vote';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { LazyToaster } from '@/test/store';
import { loginResult, renderScreen } from '@/test/renderScreen';
import { csvName, resultsCsv, turnoutCsv } from './votesCsv';
import VotePage from './VotePage';

// A vote's page against vote/detail and vote/close: what it is, who has voted (never what), the
// results only once the server gives them (with voters only for a named vote after its end),
// ending it early after a confirmation, and the two exports.

const RUNNING: VoteConsoleDetail = {
  id: 42,
  title: '推选优秀共产党员',
  orgId: 3,
  orgName: '计算机第一党支部',
  startAt: '2026-12-03T00:00:00.000Z',
  endAt: '2026-12-05T10:00:00.000Z',
  mode: 'multiple',
  maxChoices: 2,
  anonymous: false,
  showResultsBeforeEnd: false,
  eligibleIdentities: ['正式党员', '预备党员'],
  state: 'open',
  eligibleCount: 3,
  ballotCount: 2,
  createdBy: '周建国',
  description: '请推选不超过 2 名。',
  options: [
    { id: 1, name: '陈思远', intro: '软工2201班' },
    { id: 2, name: '王雅婷', intro: '' },
    { id: 3, name: '周子健', intro: '' },
  ],
  turnout: [
    { userId: 11, name: '张晓明', account: '2023010101', identity: '正式党员', voted: true, votedAt: '2026-12-03T02:05:09.000Z' },
    { userId: 12, name: '=李思雨', account: '2023010102', identity: '预备党员', voted: true, votedAt: '2026-12-03T03:00:00.000Z' },
    { userId: 13, name: '孙雨桐', account: '2023010103', identity: '正式党员', voted: false, votedAt: null },
  ],
  results: null,
};
const ENDED: VoteConsoleDetail = {
  ...RUNNING,
  state: 'ended',
  results: {
    final: true,
    options: [
      { id: 1, name: '陈思远', count: 2, voters: ['张晓明', '=李思雨'] },
      { id: 2, name: '王雅婷', count: 1, voters: ['张晓明'] },
      { id: 3, name: '周子健', count: 0, voters: [] },
    ],
  },
};

function setup(first: VoteConsoleDetail, { refuseClose }: { refuseClose?: string } = {}) {
  let current = first;
  const closes: number[] = [];
  server.use(
    mockEndpoint('vote', 'detail', () => current),
    mockEndpoint('vote', 'close', (body) => {
      closes.push(body.voteId);
      if (refuseClose) return failure(10002, refuseClose);
      current = ENDED;
      return current;
    }),
  );
  return { closes };
}
const show = (url = '/admin/votes/42') => {
  render(<LazyToaster />);
  return renderScreen(<VotePage />, { path: '/admin/votes/:id', url, user: loginResult({ id: 501 }) });
};

describe('a vote’s page', () => {
  it('while it runs: the vote, who has voted, no results yet; ended early after a confirmation', async () => {
    const { closes } = setup(RUNNING);
    const user = userEvent.setup();
    show();
    expect(await screen.findByRole('heading', { name: '推选优秀共产党员' })).toBeInTheDocument();
    expect(screen.getByTestId('vote-summary')).toHaveTextContent('已投 2 / 应投 3 · 66.7%');
    expect(screen.getByText('2026-12-03 08:00 至 2026-12-05 18:00')).toBeInTheDocument();
    expect(screen.getByText('正式党员、预备党员')).toBeInTheDocument();
    expect(screen.getByText('多选（最多 2 项）')).toBeInTheDocument();
    const rows = within(screen.getByTestId('turnout-table')).getAllByTestId('turnout-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      '张晓明2023010101正式党员已投2026-12-03 10:05',
      '=李思雨2023010102预备党员已投2026-12-03 11:00',
      '孙雨桐2023010103正式党员未投',
    ]);
    expect(screen.getByTestId('results-later')).toHaveTextContent('投票结束后在这里显示各候选项的得票');
    expect(screen.queryByTestId('results-table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提前结束投票' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('提前结束后不能再投票，结果随即公布。');
    await user.click(within(dialog).getByRole('button', { name: '确定结束' }));
    expect(await screen.findByTestId('results-table')).toBeInTheDocument();
    expect(closes).toEqual([42]);
    await waitFor(() => expect(screen.queryByRole('button', { name: '提前结束投票' })).not.toBeInTheDocument());
  });

  it('a refused close stays in the dialog in the server’s words', async () => {
    setup(RUNNING, { refuseClose: '投票已经结束，无需提前结束' });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: '提前结束投票' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定结束' }));
    expect(await within(screen.getByRole('alertdialog')).findByRole('alert')).toHaveTextContent('投票已经结束，无需提前结束');
  });

  it('after the end: counts, shares and the voters of a named vote', async () => {
    setup(ENDED);
    show();
    const rows = within(await screen.findByTestId('results-table')).getAllByTestId('result-row');
    expect(rows.map((r) => r.textContent)).toEqual(['陈思远2100%张晓明、=李思雨', '王雅婷150%张晓明', '周子健00%']);
    expect(screen.getByTestId('results')).toHaveTextContent('投票已结束，以下为最终结果。');
  });

  it('an anonymous vote shows counts with no voters column', async () => {
    setup({
      ...ENDED,
      anonymous: true,
      results: { final: true, options: ENDED.results!.options.map((o) => ({ ...o, voters: null })) },
    });
    show();
    const table = await screen.findByTestId('results-table');
    expect(within(table).queryByText('投票人')).not.toBeInTheDocument();
    expect(screen.getByTestId('results')).toHaveTextContent('匿名投票，不显示投票人');
  });

  it('an address that names no vote says so', async () => {
    setup(RUNNING);
    show('/admin/votes/abc');
    expect(await screen.findByText('投票编号无效，请从投票列表打开')).toBeInTheDocument();
  });
});

describe('the exports', () => {
  it('results: one line per option with its share and voters, then the turnout; a formula-looking name kept as text', () => {
    expect(resultsCsv(ENDED).split('\r\n')).toEqual([
      '\uFEFF候选项,得票,得票率（占投票人数）,投票人',
      '陈思远,2,100%,张晓明、=李思雨',
      '王雅婷,1,50%,张晓明',
      '周子健,0,0%,',
      '投票人数 2，有投票资格 3 人',
      '',
    ]);
    expect(csvName({ startAt: ENDED.startAt, title: '推选/优秀' }, 'results')).toBe('2026-12-03-推选_优秀-投票结果.csv');
  });

  it('turnout: whether and when each voted, never what', () => {
    expect(turnoutCsv(RUNNING).split('\r\n')).toEqual([
      '\uFEFF姓名,账号,身份,是否已投,投票时间',
      '张晓明,2023010101,正式党员,已投,2026-12-03 10:05:09',
      "'=李思雨,2023010102,预备党员,已投,2026-12-03 11:00:00",
      '孙雨桐,2023010103,正式党员,未投,',
      '',
    ]);
  });
});
