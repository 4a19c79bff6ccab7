import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ActivityDetail, LeaveDetail } from '@contract/activity';
import { mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { renderScreen } from '@/test/renderScreen';
import { ActivityDialog } from './ActivityDialog';
import { useState } from 'react';
import { Button } from '@chakra-ui/react';

const iso = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();
const detail = (id: number, title: string, leaveState: ActivityDetail['leaveState']): ActivityDetail => ({
  id,
  projectId: 1,
  projectTitle: '2026年秋季入党积极分子培训班',
  title,
  category: '专题党课',
  place: '逸夫楼 201 报告厅',
  startTime: iso(120),
  endTime: iso(122),
  signupDeadline: iso(72),
  capacity: 120,
  signedCount: 2,
  state: 'open',
  signedUp: true,
  leaveState,
  organizer: '校党校',
  content: '活动内容',
  canCancel: true,
  canLeave: leaveState === null,
});
const leaveOf = (activityId: number): LeaveDetail => ({
  id: 1,
  activityId,
  activityTitle: '专题党课',
  reason: '当天有专业课实验考核，无法参加',
  state: 'approved',
  comment: '同意',
  createdAt: iso(-5),
  reviewedAt: iso(-4),
});

/** the page's way of using the dialog: one dialog, opened on one activity after another */
function Opener() {
  const [id, setId] = useState<number | null>(null);
  return (
    <>
      <Button onClick={() => setId(7)}>专题党课</Button>
      <Button onClick={() => setId(8)}>红色教育基地</Button>
      <ActivityDialog activityId={id} onClose={() => setId(null)} />
    </>
  );
}

it("shows an activity's own leave only, not the one of the activity opened before", async () => {
  server.use(
    mockEndpoint('activity', 'activityDetail', (body) =>
      (body as { activityId: number }).activityId === 7 ? detail(7, '专题党课', 'approved') : detail(8, '红色教育基地现场教学', null),
    ),
    mockEndpoint('activity', 'projectLeaveDetail', (body) => leaveOf((body as { activityId: number }).activityId)),
  );
  renderScreen(<Opener />);
  fireEvent.click(screen.getByRole('button', { name: '专题党课' }));
  expect(await screen.findByTestId('leave-detail')).toHaveTextContent('我的请假：请假已批准');
  fireEvent.click(screen.getByRole('button', { name: '关闭' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  fireEvent.click(screen.getByRole('button', { name: '红色教育基地' }));
  expect(await screen.findByText('红色教育基地现场教学')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('activity-detail')).toHaveTextContent('活动内容'));
  expect(screen.queryByTestId('leave-detail')).toBeNull();
});
