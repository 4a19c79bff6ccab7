import { screen } from '@testing-library/react';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import CheckInPage from './CheckInPage';

// The check-in address a phone's camera opens: it checks in once, with the code of the address,
// and says what the server decided.

const DONE = {
  meetingId: 42,
  checkedInAt: '2026-12-03T06:21:05.000Z',
  title: '主题党日：参观校史馆',
  category: '主题党日' as const,
  orgName: '计算机第一党支部',
  startTime: '2026-12-03T06:30:00.000Z',
  state: 'present' as const,
};

function setup(answer: (code: string) => ReturnType<typeof failure> | typeof DONE) {
  const codes: string[] = [];
  server.use(
    mockEndpoint('orgAct', 'checkIn', (body) => {
      codes.push(body.code);
      return answer(body.code);
    }),
  );
  return codes;
}
const show = (url: string) => renderScreen(<CheckInPage />, { path: '/index/check-in', url, user: loginResult() });

describe('会议签到', () => {
  it('checks in once with the address’s code and says so, with the time', async () => {
    const codes = setup(() => DONE);
    show('/index/check-in?code=42-1a-AAAAAAAAAAAAAAAA');
    expect(await screen.findByText('签到成功')).toBeInTheDocument();
    // the kind is not said twice when the title starts with it
    expect(screen.getByText('主题党日：参观校史馆')).toBeInTheDocument();
    expect(screen.getByText(/^签到时间：2026-12-03 \d\d:21:05$/)).toBeInTheDocument();
    expect(codes).toEqual(['42-1a-AAAAAAAAAAAAAAAA']);
    expect(screen.getByRole('link', { name: '查看组织活动' })).toHaveAttribute('href', '/personal-space/workbenches/activity');
  });

  it('after the start: 迟到', async () => {
    setup(() => ({ ...DONE, state: 'late' as never, title: '学习新修订的纪律处分条例', category: '党课' as never }));
    show('/index/check-in?code=42-1a-AAAAAAAAAAAAAAAA');
    expect(await screen.findByText('签到成功（迟到）')).toBeInTheDocument();
    expect(screen.getByText('党课 · 学习新修订的纪律处分条例')).toBeInTheDocument();
  });

  it('a refusal says why, in the server’s words', async () => {
    setup(() => failure(10002, '签到码已过期（每 30 秒更换一次），请重新扫描屏幕上最新的二维码'));
    show('/index/check-in?code=42-1a-AAAAAAAAAAAAAAAA');
    expect(await screen.findByTestId('checkin-failed')).toHaveTextContent(
      '签到未成功签到码已过期（每 30 秒更换一次），请重新扫描屏幕上最新的二维码',
    );
  });

  it('no code in the address: asks to scan, and calls nothing', async () => {
    const codes = setup(() => DONE);
    show('/index/check-in');
    expect(await screen.findByText('没有签到码：请用手机相机扫描会议现场屏幕上的二维码')).toBeInTheDocument();
    expect(codes).toEqual([]);
  });
});

describe('培训签到 (a 集中培训 session’s code)', () => {
  it('sends a session’s code to activity/checkIn, not the meetings’, and shows the session', async () => {
    const meetingCodes = setup(() => DONE);
    const sessionCodes: string[] = [];
    server.use(
      mockEndpoint('activity', 'checkIn', (body) => {
        sessionCodes.push(body.code);
        return {
          activityId: 31,
          checkedInAt: '2026-12-03T05:50:07.000Z',
          title: '入党程序与党的纪律专题辅导',
          projectTitle: '2026年计算机学院发展对象培训班',
          place: '计算机学院 A 座 301',
          startTime: '2026-12-03T06:00:00.000Z',
        };
      }),
    );
    show('/index/check-in?code=a31-1a-AAAAAAAAAAAAAAAA');
    expect(await screen.findByText('签到成功')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '培训签到' })).toBeInTheDocument();
    expect(screen.getByText('入党程序与党的纪律专题辅导')).toBeInTheDocument();
    expect(screen.getByText('2026年计算机学院发展对象培训班 · 计算机学院 A 座 301')).toBeInTheDocument();
    expect(screen.getByText(/^签到时间：2026-12-03 \d\d:50:07$/)).toBeInTheDocument();
    expect(sessionCodes).toEqual(['a31-1a-AAAAAAAAAAAAAAAA']);
    expect(meetingCodes).toEqual([]);
    expect(screen.getByRole('link', { name: '查看集中培训' })).toHaveAttribute('href', '/index/train-activity');
  });

  it('a refusal of a session’s code says why', async () => {
    server.use(mockEndpoint('activity', 'checkIn', () => failure(10002, '您没有报名本次活动，不能签到；如有疑问，请联系培训班的组织者')));
    show('/index/check-in?code=a31-1a-AAAAAAAAAAAAAAAA');
    expect(await screen.findByTestId('checkin-failed')).toHaveTextContent('您没有报名本次活动，不能签到');
  });
});
