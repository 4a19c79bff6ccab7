import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MendItem, PartyActDetail, PartyActItem } from '@contract/partyIndex';
import { failure, mockEndpoint, networkError } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { renderScreen } from '@/test/renderScreen';
import OrgActivitiesPage from './OrgActivitiesPage';

// The workbench activity screen's 党委活动, 教育基地 and 补学记录 tabs (partyIndex group).

const HOUR = 3600_000;
const iso = (h: number) => new Date(Date.now() + h * HOUR).toISOString();
const PATH = '/personal-space/workbenches/activity';
const page = <T,>(list: T[], total = list.length) => ({ list, total, pageNum: 1, pageSize: 10 });
const show = (url = PATH) => renderScreen(<OrgActivitiesPage />, { path: PATH, url });

const act = (id: number, title: string, over: Partial<PartyActItem> = {}): PartyActItem => ({
  id,
  kind: 'party',
  title,
  category: '专题党课',
  orgName: '计算机科学与技术学院党委',
  level: 'college',
  startTime: iso(48),
  endTime: iso(50),
  place: '计算机学院楼 A101 报告厅',
  organizer: '计算机科学与技术学院党委组织员办公室',
  capacity: 150,
  participantCount: 36,
  baseName: '',
  baseAddress: '',
  state: 'upcoming',
  participation: null,
  ...over,
});
const detailOf = (a: PartyActItem, over: Partial<PartyActDetail> = {}): PartyActDetail => ({
  ...a,
  intro: '学院党委书记讲授专题党课，<b>不加粗</b>。\n第二段',
  agenda: '一、专题党课\n二、交流',
  record: null,
  ...over,
});
const visit = (id: number, over: Partial<PartyActItem> = {}): PartyActItem =>
  act(id, '重温革命历史：参观龙华烈士陵园', {
    kind: 'base',
    category: '参观学习',
    place: '龙华烈士陵园',
    baseName: '龙华烈士陵园',
    baseAddress: '上海市徐汇区龙华西路 180 号',
    capacity: 45,
    ...over,
  });
const mend = (id: number, over: Partial<MendItem> = {}): MendItem => ({
  id,
  actId: 30 + id,
  actTitle: '支部党员大会：学习贯彻党的二十届四中全会精神',
  actCategory: '支部党员大会',
  orgName: '计算机学院本科生第一党支部',
  actStartTime: iso(-500),
  reason: 'leave',
  requirement: '观看会议录像，提交不少于 500 字的学习笔记',
  minutes: '',
  recordingUrl: '',
  photos: [],
  deadline: iso(170),
  state: 'pending',
  returned: false,
  overdue: false,
  canSubmit: true,
  note: '',
  submittedAt: null,
  confirmedBy: '',
  confirmComment: '',
  confirmedAt: null,
  ...over,
});

describe('OrgActivitiesPage: 党委活动', () => {
  it('lists the committees’ activities with level, state, my participation and the head count; the detail shows text as text and my record', async () => {
    const past = act(2, '“强国有我”优秀共产党员事迹报告会', {
      category: '主题报告会',
      state: 'ended',
      participation: 'attended',
      participantCount: 120,
      capacity: 200,
    });
    const sent: unknown[] = [];
    server.use(
      mockEndpoint('partyIndex', 'partyActList', (body) => {
        sent.push(body);
        return page([
          act(1, '校党委书记讲专题党课', {
            level: 'school',
            orgName: '中共华东理工科技大学委员会',
            participation: 'enrolled',
            capacity: 0,
          }),
          past,
        ]);
      }),
      mockEndpoint(
        'partyIndex',
        'partyActDetail',
        detailOf(past, { record: { status: 'attended', checkInAt: iso(-100), remark: '担任现场签到志愿者' } }),
      ),
    );
    const { router } = show(`${PATH}?tab=party`);
    const rows = await screen.findAllByTestId('party-act-row');
    expect(rows[0]).toHaveTextContent('校级');
    expect(rows[0]).toHaveTextContent('我的参与：已报名');
    expect(rows[0]).toHaveTextContent('人数：36（不限名额）');
    expect(rows[1]).toHaveTextContent('院级');
    expect(rows[1]).toHaveTextContent('已结束');
    expect(rows[1]).toHaveTextContent('我的参与：已参加');
    expect(rows[1]).toHaveTextContent('人数：120/200');
    expect(screen.getByRole('button', { name: '党委活动' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(rows[1]).getByRole('button', { name: /查看详情/ }));
    const detail = await screen.findByTestId('party-act-detail');
    expect(detail).toHaveTextContent('<b>不加粗</b>');
    expect(within(detail).getByTestId('party-act-record')).toHaveTextContent('备注：担任现场签到志愿者');
    expect(within(detail).getByTestId('party-act-record')).toHaveTextContent('签到时间');
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByTestId('party-act-detail')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: '已结束' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=party&state=ended'));
    await waitFor(() => expect(sent).toContainEqual({ state: 'ended', pageNum: 1, pageSize: 10 }));
  });

  it('a refused list shows the reason without 重试; a network failure offers 重试', async () => {
    server.use(mockEndpoint('partyIndex', 'partyActList', () => failure(10002, '页码不正确')));
    const first = show(`${PATH}?tab=party`);
    expect(await screen.findByText('页码不正确')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    first.unmount();
    server.use(mockEndpoint('partyIndex', 'partyActList', () => networkError()));
    show(`${PATH}?tab=party`);
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});

describe('OrgActivitiesPage: 教育基地', () => {
  it('lists base visits with the base’s name and address; the detail says 基地简介', async () => {
    const v = visit(5, { state: 'ended', participation: 'absent' });
    server.use(
      mockEndpoint('partyIndex', 'baseActList', page([v])),
      mockEndpoint(
        'partyIndex',
        'partyActDetail',
        detailOf(v, { intro: '全国爱国主义教育示范基地', record: { status: 'absent', checkInAt: null, remark: '' } }),
      ),
    );
    show(`${PATH}?tab=bases`);
    const row = await screen.findByTestId('party-act-row');
    expect(row).toHaveTextContent('龙华烈士陵园');
    expect(row).toHaveTextContent('地址：上海市徐汇区龙华西路 180 号');
    expect(row).toHaveTextContent('我的参与：未参加');
    fireEvent.click(within(row).getByRole('button', { name: /查看详情/ }));
    const detail = await screen.findByTestId('party-act-detail');
    expect(detail).toHaveTextContent('基地简介');
    expect(detail).toHaveTextContent('教育基地：龙华烈士陵园');
    expect(within(detail).getByTestId('party-act-record')).toHaveTextContent('我的参与：未参加');
  });

  it('an empty list says so; switching tabs by the buttons', async () => {
    server.use(mockEndpoint('partyIndex', 'baseActList', page([])), mockEndpoint('orgAct', 'actList', page([])));
    const { router } = show(PATH);
    fireEvent.click(await screen.findByRole('button', { name: '教育基地' }));
    expect(await screen.findByText('暂无教育基地活动')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=bases');
  });

  it('a detail refused by the server shows the message', async () => {
    server.use(
      mockEndpoint('partyIndex', 'baseActList', page([visit(6)])),
      mockEndpoint('partyIndex', 'partyActDetail', () => failure(10002, '活动不存在')),
    );
    show(`${PATH}?tab=bases`);
    fireEvent.click(await screen.findByRole('button', { name: /查看详情/ }));
    expect(await screen.findByText('活动不存在')).toBeInTheDocument();
  });
});

describe('OrgActivitiesPage: 补学记录', () => {
  it('lists my make-ups with counts; reports one (10–3000 characters, a refusal shown as worded), then 已补学 waiting for the branch', async () => {
    let reported = false;
    let tries = 0;
    const sent: unknown[] = [];
    const note = '已观看会议录像，撰写学习笔记 800 字';
    const first = () => mend(1, reported ? { state: 'done', canSubmit: false, note, submittedAt: iso(0) } : {});
    const confirmed = mend(2, {
      actTitle: '党小组会：对照党章找差距',
      actCategory: '党小组会',
      reason: 'absent',
      state: 'confirmed',
      canSubmit: false,
      note: '已提交对照检查材料',
      submittedAt: iso(-100),
      confirmedBy: '计算机学院本科生第一党支部委员会',
      confirmComment: '材料认真',
      confirmedAt: iso(-50),
    });
    server.use(
      mockEndpoint('partyIndex', 'userActivityMendDetail', () => ({
        ...page([first(), confirmed]),
        counts: { pending: reported ? 0 : 1, done: reported ? 1 : 0, confirmed: 1 },
      })),
      mockEndpoint('partyIndex', 'mendSubmit', (body) => {
        sent.push(body);
        tries += 1;
        if (tries === 1) return failure(10002, '已过补学截止时间，请联系所在党支部');
        reported = true;
        return first();
      }),
    );
    show(`${PATH}?tab=mends`);
    const rows = await screen.findAllByTestId('mend-row');
    expect(rows[0]).toHaveTextContent('待补学');
    expect(rows[0]).toHaveTextContent('本人请假');
    expect(rows[0]).toHaveTextContent('补学要求：观看会议录像');
    expect(rows[1]).toHaveTextContent('已确认');
    expect(rows[1]).toHaveTextContent('本人缺席');
    expect(screen.getByRole('button', { name: '待补学（1）' })).toBeInTheDocument();

    fireEvent.click(within(rows[1]).getByRole('button', { name: /查看/ }));
    const done = await screen.findByTestId('mend-report');
    expect(done).toHaveTextContent('计算机学院本科生第一党支部委员会已于');
    expect(done).toHaveTextContent('确认意见：材料认真');
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByTestId('mend-detail')).not.toBeInTheDocument());

    fireEvent.click(within(screen.getAllByTestId('mend-row')[0]).getByRole('button', { name: /提交补学/ }));
    const submit = await screen.findByRole('button', { name: '提交补学情况' });
    expect(submit).toBeDisabled();
    fireEvent.change(screen.getByLabelText('补学情况'), { target: { value: '看过录像了' } });
    expect(screen.getByTestId('mend-note-count')).toHaveTextContent('已写 5 字（至少 10 字）');
    expect(submit).toBeDisabled();
    fireEvent.change(screen.getByLabelText('补学情况'), { target: { value: `  ${note}  ` } });
    expect(screen.getByTestId('mend-note-count')).toHaveTextContent(/^已写 18 字$/);
    expect(submit).toBeEnabled();
    fireEvent.click(submit);
    expect(await screen.findByText('已过补学截止时间，请联系所在党支部')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '提交补学情况' }));
    expect(await screen.findByText('补学情况已提交，等待党支部确认')).toBeInTheDocument();
    expect(await screen.findByTestId('mend-report')).toHaveTextContent('等待党支部确认');
    expect(screen.queryByRole('button', { name: '提交补学情况' })).not.toBeInTheDocument();
    expect(sent).toEqual([
      { mendId: 1, note },
      { mendId: 1, note },
    ]);
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.getAllByTestId('mend-row')[0]).toHaveTextContent('已补学'));
    expect(await screen.findByRole('button', { name: '已补学（1）' })).toBeInTheDocument();
  });

  it('takes the 不少于 500 字 note the requirement asks for: the box is not cut short, the count goes up to 3000', async () => {
    const sent: { note?: string }[] = [];
    server.use(
      mockEndpoint('partyIndex', 'userActivityMendDetail', () => ({ ...page([mend(1)]), counts: { pending: 1, done: 0, confirmed: 0 } })),
      mockEndpoint('partyIndex', 'mendSubmit', (body) => {
        sent.push(body);
        return mend(1, { state: 'done', canSubmit: false, note: body.note, submittedAt: iso(0) });
      }),
    );
    show(`${PATH}?tab=mends`);
    fireEvent.click(within(await screen.findByTestId('mend-row')).getByRole('button', { name: /提交补学/ }));
    expect(await screen.findByTestId('mend-detail')).toHaveTextContent('提交不少于 500 字的学习笔记');
    expect(screen.getByText(/写明补学方式、内容和体会（10–3000 字/)).toBeInTheDocument();
    const box = screen.getByLabelText('补学情况');
    expect(box).not.toHaveAttribute('maxLength');
    const paragraph = '观看会议录像，学习全会精神，对照检查自身不足。'.repeat(10);
    const note = `${paragraph}\n\n${paragraph}\n\n${paragraph}`;
    fireEvent.change(box, { target: { value: note } });
    expect(screen.getByTestId('mend-note-count')).toHaveTextContent(/^已写 690 字$/);
    const submit = screen.getByRole('button', { name: '提交补学情况' });
    expect(submit).toBeEnabled();
    fireEvent.change(box, { target: { value: '学'.repeat(3001) } });
    expect(screen.getByTestId('mend-note-count')).toHaveTextContent('已写 3001 字（最多 3000 字，请删减）');
    expect(submit).toBeDisabled();
    fireEvent.change(box, { target: { value: note } });
    fireEvent.click(submit);
    expect(await screen.findByText('补学情况已提交，等待党支部确认')).toBeInTheDocument();
    expect(sent).toEqual([{ mendId: 1, note }]);
  });

  it('an overdue make-up says so and offers no form; the filter asks by state; none says so', async () => {
    const sent: unknown[] = [];
    server.use(
      mockEndpoint('partyIndex', 'userActivityMendDetail', (body) => {
        sent.push(body);
        const late = mend(3, { overdue: true, canSubmit: false, deadline: iso(-5) });
        return body.state === 'confirmed'
          ? { ...page([]), counts: { pending: 1, done: 0, confirmed: 0 } }
          : { ...page([late]), counts: { pending: 1, done: 0, confirmed: 0 } };
      }),
    );
    show(`${PATH}?tab=mends`);
    const row = await screen.findByTestId('mend-row');
    expect(row).toHaveTextContent('已逾期');
    fireEvent.click(within(row).getByRole('button', { name: /查看/ }));
    expect(await screen.findByTestId('mend-detail')).toHaveTextContent('已过补学截止时间，请联系所在党支部');
    expect(screen.queryByLabelText('补学情况')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    fireEvent.click(await screen.findByRole('button', { name: '已确认（0）' }));
    expect(await screen.findByText('暂无补学记录')).toBeInTheDocument();
    expect(sent).toContainEqual({ state: 'confirmed', pageNum: 1, pageSize: 10 });
  });
});
