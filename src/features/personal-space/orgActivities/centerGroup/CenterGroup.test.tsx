import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StudyCheckIn, StudyExperience, StudySession, StudySessionDetail } from '@contract/centerGroup';
import type { OrgActItem } from '@contract/orgAct';
import { failure, mockEndpoint, networkError } from '@/test/mockEndpoint';
import { loginResult, renderScreen } from '@/test/renderScreen';
import { server } from '@/test/server';
import OrgActivitiesPage from '../OrgActivitiesPage';

const HOUR = 3600_000;
const iso = (h: number) => new Date(Date.now() + h * HOUR).toISOString();
const PATH = '/personal-space/workbenches/activity';
const cadre = loginResult({ id: 901, appId: 5, name: '赵建国' });

const session = (id: number, theme: string, over: Partial<StudySession> = {}): StudySession => ({
  id,
  groupId: 1,
  groupName: '中共示范大学委员会理论学习中心组',
  theme,
  startTime: iso(72),
  endTime: iso(74),
  place: '行政楼第一会议室',
  host: '党委书记 王明德',
  speakers: ['校长 李卫东', '党委副书记 陈红'],
  state: 'upcoming',
  checkedIn: false,
  leaveState: null,
  experienceState: 'none',
  canLeave: true,
  ...over,
});
const detailOf = (s: StudySession, over: Partial<StudySessionDetail> = {}): StudySessionDetail => ({
  ...s,
  agenda: '一、集体学习\n二、<b>交流研讨</b>',
  readings: ['《中共中央关于进一步全面深化改革、推进中国式现代化的决定》', '<script>x</script>全会公报'],
  leave: null,
  checkedInAt: null,
  ...over,
});
const experience = (over: Partial<StudyExperience> = {}): StudyExperience => ({
  activityId: 3,
  theme: '学习贯彻党的二十届三中全会精神专题学习',
  state: 'none',
  content: '',
  charCount: 0,
  rev: 0,
  minChars: 200,
  maxChars: 3000,
  savedAt: null,
  submittedAt: null,
  editable: true,
  blockedReason: '',
  serverTime: iso(0),
  ...over,
});
const page = <T,>(list: T[]) => ({ list, total: list.length, pageNum: 1, pageSize: 10 });

const show = (url = `${PATH}?tab=centerGroup`, user = cadre) => renderScreen(<OrgActivitiesPage />, { path: PATH, url, user });

afterEach(() => window.localStorage.clear());

describe('中心组学习 tab', () => {
  it('is there for a cadre only; a learner asking for it gets 组织生活', async () => {
    server.use(
      mockEndpoint('orgAct', 'actList', page<OrgActItem>([])),
      mockEndpoint('centerGroup', 'myActivity', page([session(1, '铸牢中华民族共同体意识专题学习')])),
    );
    const { unmount } = show(`${PATH}?tab=centerGroup`, loginResult({ appId: 6 }));
    expect(await screen.findByText('暂无组织生活安排')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '中心组学习' })).not.toBeInTheDocument();
    unmount();
    show(PATH);
    fireEvent.click(await screen.findByRole('button', { name: '中心组学习' }));
    expect(await screen.findByTestId('study-row')).toHaveTextContent('铸牢中华民族共同体意识专题学习');
  });

  it('lists sessions with state, check-in, leave and 学习体会; the detail shows readings and agenda as text', async () => {
    const past = session(3, '学习贯彻党的二十届三中全会精神专题学习', {
      state: 'ended',
      checkedIn: true,
      experienceState: 'submitted',
      canLeave: false,
    });
    const excused = session(4, '学习贯彻全国教育大会精神', { state: 'ended', leaveState: 'approved', canLeave: false });
    server.use(
      mockEndpoint('centerGroup', 'myActivity', page([session(1, '铸牢中华民族共同体意识专题学习'), past, excused])),
      mockEndpoint('centerGroup', 'activityDetail', detailOf(past, { checkedInAt: '2026-03-01T06:20:00.000Z' })),
    );
    show();
    const rows = await screen.findAllByTestId('study-row');
    expect(rows[0]).toHaveTextContent('未开始');
    expect(rows[0]).toHaveTextContent('领学人：校长 李卫东、党委副书记 陈红');
    expect(within(rows[0]).queryByRole('button', { name: /学习体会/ })).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('已签到');
    expect(rows[1]).toHaveTextContent('学习体会已提交');
    expect(rows[2]).toHaveTextContent('请假已批准');
    expect(within(rows[2]).getByRole('button', { name: /学习体会/ })).toHaveTextContent('撰写学习体会');
    fireEvent.click(within(rows[1]).getByRole('button', { name: /查看详情/ }));
    const detail = await screen.findByTestId('study-detail');
    expect(within(detail).getByTestId('study-readings')).toHaveTextContent('<script>x</script>全会公报');
    expect(detail).toHaveTextContent('<b>交流研讨</b>');
    expect(detail).toHaveTextContent('我的签到：2026-03-01');
    expect(detail).toHaveTextContent('主持人：党委书记 王明德');
    expect(screen.queryByRole('button', { name: '请假' })).not.toBeInTheDocument();
  });

  it('请假 before the start: the counter, a refusal as worded, then the pending request', async () => {
    let asked = false;
    let tries = 0;
    const sent: unknown[] = [];
    const coming = () => session(5, '学习《习近平著作选读》第一卷、第二卷', asked ? { leaveState: 'pending', canLeave: false } : {});
    const leave = { reason: '赴省委党校参加专题培训班', state: 'pending' as const, comment: '', createdAt: iso(0), reviewedAt: null };
    server.use(
      mockEndpoint('centerGroup', 'myActivity', () => page([coming()])),
      mockEndpoint('centerGroup', 'activityDetail', () => detailOf(coming(), asked ? { leave } : {})),
      mockEndpoint('centerGroup', 'activityLeave', (body) => {
        sent.push(body);
        tries += 1;
        if (tries === 1) return failure(10002, '学习活动已开始，不能再请假');
        asked = true;
        return detailOf(coming(), { leave });
      }),
    );
    show();
    fireEvent.click(await screen.findByRole('button', { name: /查看详情/ }));
    fireEvent.click(await screen.findByRole('button', { name: '请假' }));
    const submit = screen.getByRole('button', { name: '提交请假' });
    expect(submit).toBeDisabled();
    fireEvent.change(screen.getByLabelText('请假事由'), { target: { value: '赴省委党校参加专题培训班' } });
    expect(screen.getByText(/12\/200/)).toBeInTheDocument();
    fireEvent.click(submit);
    expect(await screen.findByText('学习活动已开始，不能再请假')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '提交请假' }));
    expect(await screen.findByText('请假申请已提交，等待审批')).toBeInTheDocument();
    expect(await screen.findByTestId('leave-detail')).toHaveTextContent('请假待审批');
    expect(sent).toEqual([
      { activityId: 5, reason: '赴省委党校参加专题培训班' },
      { activityId: 5, reason: '赴省委党校参加专题培训班' },
    ]);
    await waitFor(() => expect(screen.getByTestId('study-row')).toHaveTextContent('请假待审批'));
  });
});

describe('学习体会', () => {
  const ended = session(3, '学习贯彻党的二十届三中全会精神专题学习', { state: 'ended', checkedIn: true, canLeave: false });

  function editorScreen(
    start: StudyExperience,
    answer?: (b: { content: string; rev: number; submit?: boolean }) => ReturnType<typeof failure> | StudyExperience,
  ) {
    let current = start;
    const sent: { content: string; rev: number; submit?: boolean }[] = [];
    server.use(
      mockEndpoint('centerGroup', 'myActivity', () => page([{ ...ended, experienceState: current.state }])),
      mockEndpoint('centerGroup', 'getUserExperience', () => current),
      mockEndpoint('centerGroup', 'addUserExperience', (body) => {
        const b = body as { content: string; rev: number; submit?: boolean };
        sent.push(b);
        const out = answer?.(b);
        if (out && !('activityId' in out)) return out;
        current =
          out ??
          experience({
            state: b.submit ? 'submitted' : 'draft',
            content: b.content,
            rev: b.rev,
            charCount: b.content.length,
            editable: !b.submit,
            savedAt: iso(0),
            submittedAt: b.submit ? '2026-03-05T02:00:00.000Z' : null,
          });
        return current;
      }),
    );
    show();
    return sent;
  }

  it('the counter holds 提交 below 200 characters; 提交 asks first, then the text is read-only', async () => {
    const sent = editorScreen(experience());
    fireEvent.click(await screen.findByRole('button', { name: /学习体会：/ }));
    const editor = await screen.findByTestId('experience-editor');
    fireEvent.change(editor, { target: { value: '深刻领会全会精神' } });
    expect(screen.getByTestId('experience-count')).toHaveTextContent('已写 8 字（至少 200 字）');
    expect(screen.getByRole('button', { name: '提交' })).toBeDisabled();
    const text = '进一步全面深化改革是推进中国式现代化的根本动力。'.repeat(9);
    fireEvent.change(editor, { target: { value: text } });
    expect(screen.getByTestId('experience-count')).toHaveTextContent(`已写 ${text.length} 字`);
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('提交后不能再修改');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认提交' }));
    expect(await screen.findByTestId('experience-readonly')).toHaveTextContent(text);
    expect(screen.getByTestId('experience-state')).toHaveTextContent('学习体会已提交');
    expect(sent.at(-1)).toMatchObject({ activityId: 3, content: text, submit: true });
    await waitFor(() => expect(screen.getByTestId('study-row')).toHaveTextContent('学习体会已提交'));
  });

  it('a refused submit is shown as the server words it; the draft stays', async () => {
    const draft = '学'.repeat(210);
    editorScreen(experience({ state: 'draft', content: draft, rev: 7, charCount: 210 }), (b) =>
      b.submit ? failure(10002, '草稿已在别处更新，请刷新后再提交') : experience(),
    );
    fireEvent.click(await screen.findByRole('button', { name: /学习体会：/ }));
    fireEvent.click(await screen.findByRole('button', { name: '提交' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确认提交' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('草稿已在别处更新，请刷新后再提交');
    expect(screen.getByTestId('experience-editor')).toHaveValue(draft);
  });

  it('not allowed: the reason instead of the editor', async () => {
    editorScreen(experience({ editable: false, blockedReason: '你未参加本次学习（没有签到记录或已批准的请假），不能撰写学习体会' }));
    fireEvent.click(await screen.findByRole('button', { name: /学习体会：/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('你未参加本次学习');
    expect(screen.queryByTestId('experience-editor')).not.toBeInTheDocument();
  });
});

describe('签到记录', () => {
  it('shows the check-ins with their method; empty and failed loads say so', async () => {
    const log: StudyCheckIn[] = [
      {
        id: 2,
        activityId: 4,
        activityTitle: '学习贯彻习近平文化思想专题学习',
        place: '行政楼第一会议室',
        scannedAt: '2026-04-01T06:22:00.000Z',
        method: 'scan',
      },
      {
        id: 1,
        activityId: 3,
        activityTitle: '党纪学习教育专题学习',
        place: '行政楼第一会议室',
        scannedAt: '2026-03-01T09:30:00.000Z',
        method: 'makeup',
      },
    ];
    server.use(mockEndpoint('centerGroup', 'userQrcodeScanLog', page(log)));
    const { unmount } = show(`${PATH}?tab=centerGroup&view=checkins`);
    const table = await screen.findByTestId('checkin-log');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('扫码签到');
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('补签');
    unmount();
    server.use(mockEndpoint('centerGroup', 'userQrcodeScanLog', page<StudyCheckIn>([])));
    const second = show(`${PATH}?tab=centerGroup&view=checkins`);
    expect(await screen.findByText('暂无签到记录')).toBeInTheDocument();
    second.unmount();
    server.use(mockEndpoint('centerGroup', 'myActivity', () => failure(10002, '该功能仅对干部开放')));
    const third = show();
    expect(await screen.findByText('该功能仅对干部开放')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    third.unmount();
    server.use(mockEndpoint('centerGroup', 'myActivity', () => networkError()));
    show();
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
