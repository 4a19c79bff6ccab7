import { screen, within } from '@testing-library/react';
import type { MeetingRow } from '@contract/meeting';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import MeetingsPage from './MeetingsPage';

// The 会议 list against meeting/list: each meeting's state, kind, title (opening it), when, and
// who came; the empty list and a failed one say so.

const row = (id: number, over: Partial<MeetingRow> = {}): MeetingRow => ({
  id,
  kind: '主题党日',
  title: `主题党日：参观校史馆 ${id}`,
  orgId: 3,
  orgName: '计算机第一党支部',
  startAt: '2026-12-03T06:30:00.000Z',
  endAt: '2026-12-03T08:30:00.000Z',
  place: '校史馆一楼',
  state: 'ongoing',
  invited: 12,
  present: 9,
  late: 2,
  leave: 1,
  ...over,
});
const page = (list: MeetingRow[]) => ({ list, total: list.length, pageNum: 1, pageSize: 10 });
const show = () => renderScreen(<MeetingsPage />, { path: '/admin/meetings', user: loginResult() });

describe('the 会议 list', () => {
  it('shows each meeting with its state, time, place and attendance, and links to it', async () => {
    const asked: unknown[] = [];
    server.use(
      mockEndpoint('meeting', 'list', (body) => {
        asked.push(body);
        return page([row(1), row(2, { state: 'ended', kind: '党课', late: 0, leave: 0, endAt: '2026-12-04T08:30:00.000Z' })]);
      }),
    );
    show();
    const rows = await screen.findAllByTestId('meeting-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('进行中主题党日主题党日：参观校史馆 1');
    expect(rows[0]).toHaveTextContent('2026-12-03 14:30 至 16:30');
    expect(within(rows[0]).getByTestId('meeting-counts')).toHaveTextContent('实到 9 / 应到 12迟到 2请假 1');
    expect(within(rows[0]).getByRole('link', { name: '打开会议：主题党日：参观校史馆 1' })).toHaveAttribute('href', '/admin/meetings/1');
    // no late, no leave: not said; another day's end carries its date
    expect(within(rows[1]).getByTestId('meeting-counts')).toHaveTextContent(/^实到 9 \/ 应到 12$/);
    expect(rows[1]).toHaveTextContent('2026-12-03 14:30 至 2026-12-04 16:30');
    expect(screen.getByRole('link', { name: '安排会议' })).toHaveAttribute('href', '/admin/meetings/new');
    expect(asked).toEqual([{ pageNum: 1, pageSize: 10 }]);
  });

  it('says when there are none, and when the list could not be read', async () => {
    server.use(mockEndpoint('meeting', 'list', page([])));
    const first = show();
    expect(await screen.findByText('还没有安排会议')).toBeInTheDocument();
    first.unmount();
    server.use(mockEndpoint('meeting', 'list', () => failure(10002, '此功能仅供党组织管理人员使用；如需开通，请联系学校党委组织部')));
    show();
    expect(await screen.findByText('此功能仅供党组织管理人员使用；如需开通，请联系学校党委组织部')).toBeInTheDocument();
  });
});
