import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AttendanceRow, MeetingDetail } from '@contract/meeting';
import type { Req } from '@contract/index';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { LazyToaster } from '@/test/store';
import { loginResult, renderScreen } from '@/test/renderScreen';
import { attendanceCsv, attendanceCsvName } from './attendanceCsv';
import MeetingPage from './MeetingPage';

// A meeting's page against the meeting endpoints: what it is, the check-in QR code while check-in
// is open (the address the server gave), who came, and a record set by hand.

const MEETING: MeetingDetail = {
  id: 42,
  kind: '主题党日',
  title: '主题党日：参观校史馆',
  orgId: 3,
  orgName: '计算机第一党支部',
  startAt: '2026-12-03T06:30:00.000Z',
  endAt: '2026-12-03T08:30:00.000Z',
  place: '校史馆一楼',
  state: 'upcoming',
  invited: 3,
  present: 1,
  late: 0,
  leave: 1,
  agenda: '一、参观校史馆\n二、交流体会',
  organizer: '周建国',
  checkinOpen: true,
  checkinOpensAt: '2026-12-03T06:00:00.000Z',
  minutes: '',
  recordingUrl: '',
  photos: [],
  recordedAt: null,
  mends: 0,
};
const ROWS: AttendanceRow[] = [
  {
    userId: 11,
    name: '张晓明',
    account: '2023010101',
    orgName: '计算机第一党支部',
    state: 'present',
    checkedInAt: '2026-12-03T06:21:05.000Z',
    byHand: false,
    leaveState: null,
  },
  {
    userId: 12,
    name: '李思雨',
    account: '2023010102',
    orgName: '计算机第一党支部',
    state: 'leave',
    checkedInAt: null,
    byHand: false,
    leaveState: 'approved',
  },
  {
    userId: 13,
    name: '=王浩',
    account: '2023010103',
    orgName: '计算机第一党支部',
    state: 'absent',
    checkedInAt: null,
    byHand: false,
    leaveState: null,
  },
];
const URL_1 = 'http://campus.example/index/check-in?code=42-1a-AAAAAAAAAAAAAAAA';

function setup(detail: Partial<MeetingDetail> = {}, { refuseMark, refuseRecord }: { refuseMark?: string; refuseRecord?: string } = {}) {
  const marks: Req<'meeting', 'mark'>[] = [];
  const records: Req<'meeting', 'record'>[] = [];
  let rows = ROWS;
  let current: MeetingDetail = { ...MEETING, ...detail };
  server.use(
    mockEndpoint('meeting', 'detail', () => current),
    mockEndpoint('meeting', 'record', (body) => {
      records.push(body);
      if (refuseRecord) return failure(10002, refuseRecord);
      current = {
        ...current,
        minutes: body.minutes,
        recordingUrl: body.recordingUrl,
        photos: body.photos,
        recordedAt: '2026-12-03T09:00:00.000Z',
        mends: 2,
      };
      return current;
    }),
    mockEndpoint('meeting', 'attendance', () => ({ list: rows })),
    mockEndpoint('meeting', 'checkinCode', { code: '42-1a-AAAAAAAAAAAAAAAA', url: URL_1, expiresAt: '2026-12-03T06:31:00.000Z' }),
    mockEndpoint('meeting', 'mark', (body) => {
      marks.push(body);
      if (refuseMark) return failure(10002, refuseMark);
      rows = rows.map((r) => (r.userId === body.userId ? { ...r, state: body.state, byHand: true } : r));
      return { list: rows };
    }),
  );
  return { marks, records };
}

const show = (url = '/admin/meetings/42') => {
  render(<LazyToaster />);
  return renderScreen(<MeetingPage />, { path: '/admin/meetings/:id', url, user: loginResult({ id: 501 }) });
};

describe('a meeting’s page', () => {
  it('shows the meeting, then its QR code with the server’s address on request', async () => {
    setup();
    const user = userEvent.setup();
    show();
    expect(await screen.findByRole('heading', { name: '主题党日：参观校史馆' })).toBeInTheDocument();
    expect(screen.getByText('2026-12-03 14:30 至 16:30')).toBeInTheDocument();
    expect(screen.getByTestId('meeting-summary')).toHaveTextContent('实到 1 / 应到 3 · 迟到 0 · 请假 1');
    expect(screen.queryByRole('img', { name: '签到二维码' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '显示签到二维码' }));
    const qr = await screen.findByRole('img', { name: '签到二维码' });
    expect(qr).toHaveAttribute('data-qr-value', URL_1);
    await user.click(screen.getByRole('button', { name: '收起二维码' }));
    expect(screen.queryByRole('img', { name: '签到二维码' })).not.toBeInTheDocument();
  });

  it('lists who came, sets one by hand, and says so', async () => {
    const { marks } = setup();
    const user = userEvent.setup();
    show();
    const table = await screen.findByTestId('attendance-table');
    const rows = within(table).getAllByTestId('attendance-row');
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 5)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['张晓明', '2023010101', '出席', '14:21:05', ''],
      ['李思雨', '2023010102', '请假', '', '已批准'],
      // before the meeting is over, no record yet reads 未签到
      ['=王浩', '2023010103', '未签到', '', ''],
    ]);
    expect(screen.getByTestId('attendance-summary')).toHaveTextContent('出席 1（其中迟到 0） · 请假 1 · 缺席 1');
    await user.selectOptions(screen.getByRole('combobox', { name: '登记 =王浩 的出席情况' }), 'late');
    expect(await screen.findByText('已将 =王浩 登记为迟到')).toBeInTheDocument();
    expect(marks).toEqual([{ meetingId: 42, userId: 13, state: 'late' }]);
    await waitFor(() =>
      expect(within(screen.getAllByTestId('attendance-row')[2]).getAllByRole('cell')[2]).toHaveTextContent('迟到手工登记'),
    );
  });

  it('shows a refused record as a toast and keeps the list as it was', async () => {
    setup({}, { refuseMark: '此人不在本次会议的参会名单中' });
    const user = userEvent.setup();
    show();
    await user.selectOptions(await screen.findByRole('combobox', { name: '登记 张晓明 的出席情况' }), 'absent');
    expect(await screen.findByText('此人不在本次会议的参会名单中')).toBeInTheDocument();
    expect(within(screen.getAllByTestId('attendance-row')[0]).getAllByRole('cell')[2]).toHaveTextContent('出席');
  });

  it('says when check-in opens, or that it has closed, and offers no code', async () => {
    setup({ checkinOpen: false, startAt: '2026-12-04T06:30:00.000Z', checkinOpensAt: '2026-12-04T06:00:00.000Z' });
    show();
    expect(await screen.findByTestId('checkin-closed')).toHaveTextContent('签到将于 2026-12-04 14:00 开放（会议开始前 30 分钟）');
    expect(screen.queryByRole('button', { name: '显示签到二维码' })).not.toBeInTheDocument();
  });

  it('an ended meeting: check-in closed, no record reads 缺席', async () => {
    setup({ checkinOpen: false, state: 'ended' });
    show();
    expect(await screen.findByTestId('checkin-closed')).toHaveTextContent('会议已结束，签到已关闭');
    await waitFor(() => expect(within(screen.getAllByTestId('attendance-row')[2]).getAllByRole('cell')[2]).toHaveTextContent('缺席'));
  });

  it('an address that names no meeting, and a meeting out of reach, say so', async () => {
    setup();
    show('/admin/meetings/abc');
    expect(await screen.findByText('会议编号无效，请从会议列表打开')).toBeInTheDocument();
  });
});

describe('the attendance export', () => {
  it('one line per person, Beijing times, a formula-looking name kept as text', () => {
    const text = attendanceCsv(ROWS);
    expect(text.split('\r\n')).toEqual([
      '\uFEFF姓名,账号,党支部,出席情况,签到时间,手工登记,请假申请',
      '张晓明,2023010101,计算机第一党支部,出席,2026-12-03 14:21:05,,',
      '李思雨,2023010102,计算机第一党支部,请假,,,已批准',
      "'=王浩,2023010103,计算机第一党支部,缺席,,,",
      '',
    ]);
    expect(attendanceCsvName({ startAt: MEETING.startAt, title: '主题党日：参观/校史馆' })).toBe(
      '2026-12-03-主题党日：参观_校史馆-出席情况.csv',
    );
  });
});

describe('the record after the meeting', () => {
  it('before the end: says when it can be written', async () => {
    setup();
    show();
    expect(await screen.findByText('会议结束后在这里填写会议记录、录像链接和照片；缺席和请假的人员随之收到补学待办。')).toBeInTheDocument();
  });

  it('after it: checked, saved with Beijing deadline as an instant, then shown with 修改', async () => {
    const { records } = setup({ checkinOpen: false, state: 'ended' });
    const user = userEvent.setup();
    show();
    const minutes = await screen.findByRole('textbox', { name: /会议记录/ });
    await user.type(screen.getByRole('textbox', { name: /录像链接/ }), 'ftp://x');
    await user.click(screen.getByRole('button', { name: '保存会议记录' }));
    expect(await screen.findByText('会议记录应为 10 至 5000 字')).toBeInTheDocument();
    expect(screen.getByText('录像链接应以 http:// 或 https:// 开头')).toBeInTheDocument();
    expect(records).toEqual([]);
    await user.type(minutes, '全体党员重温入党誓词，交流参观体会。');
    await user.clear(screen.getByRole('textbox', { name: /录像链接/ }));
    await user.type(screen.getByRole('textbox', { name: /录像链接/ }), 'https://video.example.edu.cn/42');
    fireEvent.change(screen.getByLabelText(/补学截止时间/), { target: { value: '2099-12-10T18:00' } });
    await user.click(screen.getByRole('button', { name: '保存会议记录' }));
    expect(await screen.findByText('会议记录已保存，2 人收到补学待办')).toBeInTheDocument();
    expect(records).toEqual([
      {
        meetingId: 42,
        minutes: '全体党员重温入党誓词，交流参观体会。',
        recordingUrl: 'https://video.example.edu.cn/42',
        photos: [],
        mendRequirement: '阅读会议记录，观看会议录像，提交不少于 300 字的学习体会',
        mendDeadline: '2099-12-10T10:00:00.000Z',
      },
    ]);
    const saved = await screen.findByTestId('meeting-record');
    expect(saved).toHaveTextContent('全体党员重温入党誓词，交流参观体会。');
    expect(within(saved).getByRole('link')).toHaveAttribute('href', 'https://video.example.edu.cn/42');
    expect(saved).toHaveTextContent('补学：2 人');
    await user.click(within(saved).getByRole('button', { name: '修改会议记录' }));
    expect(screen.getByRole('textbox', { name: /会议记录/ })).toHaveValue('全体党员重温入党誓词，交流参观体会。');
  });

  it('a refusal stays beside the form with what was typed', async () => {
    setup({ checkinOpen: false, state: 'ended' }, { refuseRecord: '照片须是您本人刚上传的图片，请重新添加' });
    const user = userEvent.setup();
    show();
    await user.type(await screen.findByRole('textbox', { name: /会议记录/ }), '全体党员重温入党誓词，交流参观体会。');
    await user.click(screen.getByRole('button', { name: '保存会议记录' }));
    expect(await screen.findByTestId('record-error')).toHaveTextContent('照片须是您本人刚上传的图片，请重新添加');
    expect(screen.getByRole('textbox', { name: /会议记录/ })).toHaveValue('全体党员重温入党誓词，交流参观体会。');
  });
});
