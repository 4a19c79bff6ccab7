import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AttendanceStats } from '@contract/meeting';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import { membersCsv } from './statsCsv';
import StatsPage from './StatsPage';

// 出席统计 against meeting/stats: the period and unit asked for (from the address), the figures per
// organisation and per member, the CSV, and the empty, refused and failed answers.

const stats = (over: Partial<AttendanceStats> = {}): AttendanceStats => ({
  scopeName: '本人管理的全部党组织',
  from: '2026-09-01',
  to: '2026-11-30',
  meetings: 3,
  branches: [
    { orgId: 3, name: '计算机学院本科生第一党支部', meetings: 3, invited: 20, present: 15, late: 2, leave: 1, absent: 2, rate: 0.85 },
  ],
  members: [
    {
      userId: 7,
      name: '吴俊杰',
      account: '2023010105',
      branchName: '计算机学院本科生第一党支部',
      invited: 3,
      present: 1,
      late: 0,
      leave: 0,
      absent: 2,
      rate: 0.333,
    },
    {
      userId: 5,
      name: '张晓明',
      account: '2023010101',
      branchName: '计算机学院本科生第一党支部',
      invited: 3,
      present: 2,
      late: 1,
      leave: 0,
      absent: 0,
      rate: 1,
    },
  ],
  ...over,
});
const show = (url = '/admin/meetings/stats?from=2026-09-01&to=2026-11-30') =>
  renderScreen(<StatsPage />, { path: '/admin/meetings/stats', url, user: loginResult() });

describe('会议出席统计', () => {
  it('asks for the period in the address and shows the figures per organisation and per member', async () => {
    const asked: unknown[] = [];
    server.use(
      mockEndpoint('organiser', 'scopeUnits', []),
      mockEndpoint('meeting', 'stats', (body) => (asked.push(body), stats())),
    );
    show();
    expect(await screen.findByTestId('stats-scope')).toHaveTextContent(
      '本人管理的全部党组织 · 2026-09-01 至 2026-11-30 · 已结束的会议 3 次',
    );
    expect(asked[0]).toEqual({ from: '2026-09-01', to: '2026-11-30' });
    const branch = within(screen.getByTestId('stats-branches')).getAllByRole('row')[1];
    expect(branch).toHaveTextContent('计算机学院本科生第一党支部3201521285%');
    const members = within(screen.getByTestId('stats-members')).getAllByRole('row');
    expect(members[1]).toHaveTextContent('吴俊杰2023010105计算机学院本科生第一党支部3100233.3%');
    // another period, typed and asked for
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2026-10-01' } });
    await userEvent.setup().click(screen.getByRole('button', { name: '统计' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ from: '2026-10-01', to: '2026-11-30' }));
  });

  it('exports the members as Excel opens them', () => {
    const csv = membersCsv(stats().members);
    expect(csv.split('\r\n').slice(0, 2)).toEqual([
      '\uFEFF姓名,账号,所在党支部,应到,出席,迟到,请假,缺席,出席率',
      '吴俊杰,2023010105,计算机学院本科生第一党支部,3,1,0,0,2,33.3%',
    ]);
  });

  it('says when no meeting ended in the period, shows a refusal in the server’s words, and a failure', async () => {
    server.use(
      mockEndpoint('organiser', 'scopeUnits', []),
      mockEndpoint('meeting', 'stats', stats({ meetings: 0, branches: [], members: [] })),
    );
    const first = show();
    expect(await screen.findByText('统计期间内没有已结束的会议')).toBeInTheDocument();
    first.unmount();
    server.use(mockEndpoint('meeting', 'stats', () => failure(10002, '结束日期不能早于开始日期')));
    const second = show('/admin/meetings/stats?from=2026-11-01&to=2026-10-01');
    expect(await screen.findByText('结束日期不能早于开始日期', { exact: false })).toBeInTheDocument();
    second.unmount();
  });
});
