import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VoteRow } from '@contract/vote';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import VotesPage from './VotesPage';

// The 投票 list against vote/list: each vote's state, title (opening it), when, how, and its
// turnout; the state filter asks the server; the empty list and a failed one say so.

const row = (id: number, over: Partial<VoteRow> = {}): VoteRow => ({
  id,
  title: `推选优秀共产党员 ${id}`,
  orgId: 3,
  orgName: '计算机第一党支部',
  startAt: '2026-12-03T06:30:00.000Z',
  endAt: '2026-12-03T10:00:00.000Z',
  mode: 'multiple',
  maxChoices: 2,
  anonymous: false,
  showResultsBeforeEnd: false,
  eligibleIdentities: ['正式党员'],
  state: 'open',
  eligibleCount: 8,
  ballotCount: 3,
  createdBy: '周建国',
  ...over,
});
const page = (list: VoteRow[]) => ({ list, total: list.length, pageNum: 1, pageSize: 10 });
const show = (url = '/admin/votes') => renderScreen(<VotesPage />, { path: '/admin/votes', url, user: loginResult() });

describe('the 投票 list', () => {
  it('shows each vote with its state, time, mode and turnout, links to it, and filters by state', async () => {
    const asked: unknown[] = [];
    server.use(
      mockEndpoint('vote', 'list', (body) => {
        asked.push(body);
        return page([
          row(1),
          row(2, {
            state: 'ended',
            mode: 'single',
            maxChoices: 1,
            anonymous: true,
            endAt: '2026-12-04T10:00:00.000Z',
            ballotCount: 0,
            eligibleCount: 0,
          }),
        ]);
      }),
    );
    const user = userEvent.setup();
    show();
    const rows = await screen.findAllByTestId('vote-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('进行中实名推选优秀共产党员 1');
    expect(rows[0]).toHaveTextContent('2026-12-03 14:30 至 18:00');
    expect(rows[0]).toHaveTextContent('多选（最多 2 项）');
    expect(within(rows[0]).getByTestId('vote-turnout')).toHaveTextContent('已投 3 / 应投 837.5%');
    expect(within(rows[0]).getByRole('link', { name: '打开投票：推选优秀共产党员 1' })).toHaveAttribute('href', '/admin/votes/1');
    expect(rows[1]).toHaveTextContent('已结束匿名');
    expect(rows[1]).toHaveTextContent('2026-12-03 14:30 至 2026-12-04 18:00');
    expect(within(rows[1]).getByTestId('vote-turnout')).toHaveTextContent('已投 0 / 应投 0—');
    expect(screen.getByRole('link', { name: '发起投票' })).toHaveAttribute('href', '/admin/votes/new');
    await user.selectOptions(screen.getByRole('combobox', { name: '按状态筛选' }), 'ended');
    await waitFor(() =>
      expect(asked).toEqual([
        { pageNum: 1, pageSize: 10 },
        { state: 'ended', pageNum: 1, pageSize: 10 },
      ]),
    );
  });

  it('says when there are none, and when the list could not be read', async () => {
    server.use(mockEndpoint('vote', 'list', page([])));
    const first = show();
    expect(await screen.findByText('还没有投票')).toBeInTheDocument();
    first.unmount();
    server.use(mockEndpoint('vote', 'list', () => failure(10002, '此功能仅供党组织管理人员使用；如需开通，请联系学校党委组织部')));
    show();
    expect(await screen.findByText('此功能仅供党组织管理人员使用；如需开通，请联系学校党委组织部')).toBeInTheDocument();
  });
});
