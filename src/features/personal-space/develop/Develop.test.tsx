import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Application, DocInfo, Step, StepDetail, SubmitRecord } from '@contract/develop';
import { DEVELOP_STEPS } from '@contract/developSteps';
import { storageKey } from '@/lib/storage';
import { DRAFT_MIRROR_KEY } from '@/components/draft/draftMirror';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import RudangApplyPage from './RudangApplyPage';
import RudangListPage from './RudangListPage';
import RudangPage from './RudangPage';

const USER_ID = 52;
const user = () => loginResult({ id: USER_ID });
afterEach(() => window.localStorage.clear());

const app: Application = {
  id: 4,
  stage: 'activist',
  stageName: '入党积极分子',
  branchName: '计算机学院本科生第一党支部',
  contacts: '陈立新、王梓涵',
  openSteps: 2,
  stages: [
    { stage: 'applicant', name: '入党申请人', startedOn: '2025-09-20', current: false },
    { stage: 'activist', name: '入党积极分子', startedOn: '2026-03-01', current: true },
    { stage: 'candidate', name: '发展对象', startedOn: null, current: false },
    { stage: 'probationary', name: '预备党员', startedOn: null, current: false },
    { stage: 'member', name: '正式党员', startedOn: null, current: false },
  ],
  road: DEVELOP_STEPS.map((s) => ({
    no: s.no,
    phase: s.phase,
    name: s.name,
    doneOn: s.no <= 3 ? `2026-0${s.no}-01` : null,
    handledBy: s.no <= 3 ? '计算机学院本科生第一党支部' : '',
    next: s.no === 4,
  })),
};
const step = (over: Partial<Step>): Step => ({
  id: 10,
  docCode: 'report',
  docName: '思想汇报',
  stage: 'activist',
  title: '2026年第4季度思想汇报',
  period: '2026-Q4',
  state: 'todo',
  dueDate: '2026-12-31',
  availableFrom: '2026-10-01',
  savedAt: null,
  submittedAt: null,
  charCount: 0,
  comment: '',
  ...over,
});
const doc: DocInfo = {
  code: 'report',
  name: '思想汇报',
  stage: 'activist',
  minChars: 10,
  maxChars: 40,
  requirement: '每季度一篇，联系实际谈认识、谈体会。',
  template: '思想汇报\n\n敬爱的党组织：',
  fields: [],
  rules: ['每季度一篇思想汇报，本季度开始后即可提交'],
};
const detail = (over: Partial<StepDetail> = {}): StepDetail => ({
  ...step({}),
  content: '',
  rev: 0,
  fields: [],
  editable: true,
  review: null,
  serverTime: '2026-11-25T04:00:00.000Z',
  ...over,
});

describe('RudangPage', () => {
  it('shows the five stages with dates, the current one, and each step with its state, due date and action', async () => {
    server.use(
      mockEndpoint('develop', 'appList', [app]),
      mockEndpoint('develop', 'appTaskList', [
        step({
          id: 1,
          docCode: 'application',
          docName: '入党申请书',
          stage: 'applicant',
          title: '入党申请书',
          period: '',
          state: 'approved',
          dueDate: null,
          availableFrom: null,
        }),
        step({ id: 2, title: '2026年第3季度思想汇报', state: 'returned', comment: '请结合组织生活谈体会。' }),
        step({ id: 3, state: 'todo' }),
        step({ id: 5, docCode: 'regularization', title: '转正申请书', state: 'todo', dueDate: null, availableFrom: '2099-05-20' }),
      ]),
    );
    renderScreen(<RudangPage />, { path: '/personal-space/workbenches/rudang', user: user() });
    const bar = await screen.findByTestId('stage-bar');
    expect(bar).toHaveTextContent('入党积极分子2026年3月1日起');
    expect(within(bar).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('所在党支部', { exact: false })).toHaveTextContent('计算机学院本科生第一党支部');
    const rows = await screen.findAllByTestId('develop-step');
    expect(within(rows[0]).getByRole('link', { name: '查看' })).toHaveAttribute('href', '/personal-space/workbenches/rudang-apply?step=1');
    expect(rows[1]).toHaveTextContent('已退回');
    expect(rows[1]).toHaveTextContent('退回意见：请结合组织生活谈体会。');
    expect(within(rows[1]).getByRole('link', { name: '继续编辑' })).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('截止 2026-12-31');
    expect(within(rows[2]).getByRole('link', { name: '撰写' })).toHaveAttribute('href', '/personal-space/workbenches/rudang-apply?step=3');
    expect(rows[3]).toHaveTextContent('2099年5月20日起可提交');
    // the 25 steps as the organisation recorded them, in their five phases, the next one marked
    const road = screen.getAllByTestId('road-step');
    expect(road).toHaveLength(25);
    expect(road[2]).toHaveTextContent('推荐和确定入党积极分子2026年3月1日 · 计算机学院本科生第一党支部');
    expect(road[3]).toHaveTextContent('上级党委备案下一步');
    expect(road[24]).toHaveTextContent('材料归档未进行');
    expect(screen.getByText(/^第五阶段\s预备党员的教育考察和转正$/)).toBeInTheDocument();
  });

  it('says so when the learner has no development record', async () => {
    server.use(mockEndpoint('develop', 'appList', []));
    renderScreen(<RudangPage />, { path: '/personal-space/workbenches/rudang', user: user() });
    expect(await screen.findByText(/暂无发展党员档案/)).toBeInTheDocument();
  });
});

function editor(
  current: StepDetail,
  sent: unknown[],
  onSubmit?: (body: { content: string; rev: number }) => StepDetail | ReturnType<typeof failure>,
) {
  let s = current;
  server.use(
    mockEndpoint('develop', 'docDetail', () => ({ doc, step: s })),
    mockEndpoint('develop', 'taskDraft', (body) => {
      sent.push(body);
      s = { ...s, state: 'draft', content: body.content, rev: body.rev, savedAt: '2026-11-25T04:03:00.000Z' };
      return s;
    }),
    mockEndpoint('develop', 'submit', (body) => {
      sent.push({ submit: true, ...body });
      const answer = onSubmit
        ? onSubmit(body)
        : { ...s, state: 'submitted' as const, editable: false, content: body.content, submittedAt: '2026-11-25T04:05:00.000Z' };
      if ('state' in answer) s = answer;
      return answer;
    }),
  );
  return renderScreen(<RudangApplyPage />, {
    path: '/personal-space/workbenches/rudang-apply',
    url: `/personal-space/workbenches/rudang-apply?step=${current.id}`,
    user: user(),
  });
}

const mirror = () => JSON.parse(window.localStorage.getItem(storageKey(DRAFT_MIRROR_KEY)) ?? '{}') as Record<string, { content: string }>;

describe('RudangApplyPage', () => {
  it('shows the requirements and outline beside the editor; typing is kept on this computer and autosaved with a rising rev', async () => {
    const sent: { content: string; rev: number }[] = [];
    editor(detail(), sent);
    expect(await screen.findByTestId('develop-requirements')).toHaveTextContent('每季度一篇，联系实际谈认识、谈体会。');
    expect(screen.getByTestId('develop-requirements')).toHaveTextContent('字数要求：10—40 字');
    const box = screen.getByTestId('develop-editor');
    fireEvent.change(box, { target: { value: '认真学习党章' } });
    expect(mirror()[`${USER_ID}:develop:10`].content).toBe('认真学习党章');
    expect(screen.getByTestId('develop-save-status')).toHaveTextContent('内容已保存在本机');
    expect(screen.getByTestId('develop-count')).toHaveTextContent('6 字，至少 10 字');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ stepId: 10, content: '认真学习党章' });
    await waitFor(() => expect(screen.getByTestId('develop-save-status')).toHaveTextContent(/^已保存 11-25 \d\d:\d\d:\d\d$/));
    expect(mirror()[`${USER_ID}:develop:10`]).toBeUndefined();
    fireEvent.change(box, { target: { value: '认真学习党章，坚定理想信念' } });
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1].rev).toBeGreaterThan(sent[0].rev);
  });

  it('a draft saved on another day says which day, as the 心得体会 editor does (it said 已保存 12:00 as if today)', async () => {
    editor(detail({ state: 'draft', content: '两天前写的思想汇报', rev: 3, charCount: 9, savedAt: '2026-09-22T04:00:00.000Z' }), []);
    expect(await screen.findByTestId('develop-save-status')).toHaveTextContent(/^已保存 09-22 \d\d:\d\d:\d\d$/);
  });

  it('submit asks first, then the document is read-only; a refusal is shown as the server words it', async () => {
    const sent: Record<string, unknown>[] = [];
    let refuse = true;
    editor(detail({ state: 'draft', content: '一二三四五六七八九十十一', rev: 7, charCount: 12 }), sent, (body) =>
      refuse
        ? failure(10002, '请先完成：入党申请书（待审核）')
        : detail({ state: 'submitted', editable: false, content: body.content, charCount: 12, submittedAt: '2026-11-25T04:05:00.000Z' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: '提交' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('提交后不能再修改');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定提交' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请先完成：入党申请书（待审核）');
    expect(sent).toEqual([{ submit: true, stepId: 10, content: '一二三四五六七八九十十一', rev: 7 }]);
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定提交' }));
    const readOnly = await screen.findByTestId('develop-readonly');
    expect(readOnly).toHaveTextContent('一二三四五六七八九十十一');
    expect(screen.queryByTestId('develop-editor')).toBeNull();
    expect(screen.getByTestId('develop-state')).toHaveTextContent('已提交');
    // the editor that had the focus is gone: the focus is on the step's title, not on the page
    await waitFor(() => expect(screen.getByTestId('develop-title')).toHaveFocus());
  });

  it('too long: 提交 stays off and the counter says the maximum; a returned document shows the comment above the editor', async () => {
    editor(
      detail({
        state: 'returned',
        content: '长'.repeat(41),
        rev: 3,
        charCount: 41,
        review: {
          verdict: '已退回',
          reviewer: '计算机学院本科生第一党支部',
          comment: '请结合组织生活谈体会。',
          reviewedAt: '2026-11-20T02:00:00.000Z',
        },
      }),
      [],
    );
    expect(await screen.findByTestId('develop-count')).toHaveTextContent('41 字，最多 40 字');
    expect(screen.getByRole('button', { name: '提交' })).toBeDisabled();
    expect(screen.getByTestId('develop-review')).toHaveTextContent('请结合组织生活谈体会。');
  });

  it('is headed by its document type; the outline’s own text does not count; an empty required field is marked before any confirmation', async () => {
    const application: DocInfo = {
      ...doc,
      code: 'application',
      name: '入党申请书',
      template: '入党申请书\n\n敬爱的党组织：\n\n申请人：',
      fields: [{ key: 'submitDate', label: '递交日期', kind: 'date', required: true }],
    };
    const filled: unknown[] = [];
    let s = detail({
      docCode: 'application',
      docName: '入党申请书',
      title: '入党申请书',
      period: '',
      state: 'draft',
      rev: 2,
      content: '入党申请书\n\n敬爱的党组织：\n我志愿加入中国共产党\n\n申请人：张晓明',
    });
    server.use(
      mockEndpoint('develop', 'docDetail', () => ({ doc: application, step: s })),
      mockEndpoint('develop', 'fillRequirement', (body) => {
        filled.push(body);
        s = { ...s, fields: body.fields };
        return s;
      }),
    );
    renderScreen(<RudangApplyPage />, {
      path: '/personal-space/workbenches/rudang-apply',
      url: '/personal-space/workbenches/rudang-apply?step=10',
      user: user(),
    });
    expect(await screen.findByRole('heading', { name: '入党申请书' })).toBeInTheDocument();
    expect(screen.queryByText('入党申请表')).toBeNull();
    // 我志愿加入中国共产党 and 张晓明: the outline's heading, salutation and 申请人： are not the learner's
    expect(screen.getByTestId('develop-count')).toHaveTextContent('13 字');
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请先填写：递交日期');
    expect(screen.getByText('请填写递交日期')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(filled).toEqual([]);
    fireEvent.change(screen.getByLabelText(/递交日期/), { target: { value: '2026-11-20' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('入党申请书 · 13 字');
    expect(filled).toEqual([{ stepId: 10, fields: [{ key: 'submitDate', value: '2026-11-20' }] }]);
  });

  it('a submitted document is shown as text, markup and all', async () => {
    editor(
      detail({
        state: 'approved',
        editable: false,
        content: '<b>粗体</b>\n第二行',
        submittedAt: '2026-11-20T02:00:00.000Z',
        review: {
          verdict: '已通过',
          reviewer: '计算机学院本科生第一党支部',
          comment: '态度诚恳。',
          reviewedAt: '2026-11-21T02:00:00.000Z',
        },
      }),
      [],
    );
    const readOnly = await screen.findByTestId('develop-readonly');
    expect(readOnly).toHaveTextContent('<b>粗体</b>');
    expect(readOnly.querySelector('b')).toBeNull();
    expect(screen.getByTestId('develop-review')).toHaveTextContent('态度诚恳。');
  });

  it('without a step in the address it says where to start', async () => {
    renderScreen(<RudangApplyPage />, { path: '/personal-space/workbenches/rudang-apply', user: user() });
    expect(await screen.findByText('请从“入党申请”页面选择要撰写的文书。')).toBeInTheDocument();
  });

  it('states the word count once, though the document’s own text names it too', async () => {
    const requirement = '应定期向党组织汇报思想，每季度一篇。\n字数要求：10—40 字。\n不写空话套话。';
    server.use(mockEndpoint('develop', 'docDetail', () => ({ doc: { ...doc, requirement }, step: detail() })));
    renderScreen(<RudangApplyPage />, {
      path: '/personal-space/workbenches/rudang-apply',
      url: '/personal-space/workbenches/rudang-apply?step=10',
      user: user(),
    });
    const box = await screen.findByTestId('develop-requirements');
    expect(box.textContent?.match(/字数要求/g)).toHaveLength(1);
    expect(screen.getByTestId('develop-limits')).toHaveTextContent(
      '字数要求：10—40 字（只计本人撰写的文字，提纲原文不计；提交时检查，草稿不限）',
    );
    expect(box).toHaveTextContent('应定期向党组织汇报思想，每季度一篇。');
    expect(box).toHaveTextContent('不写空话套话。');
  });

  it('a step that does not exist (or is not a number) says so with the way back, no 重试', async () => {
    let calls = 0;
    server.use(mockEndpoint('develop', 'docDetail', () => ((calls += 1), failure(10002, '步骤不存在'))));
    const first = renderScreen(<RudangApplyPage />, {
      path: '/personal-space/workbenches/rudang-apply',
      url: '/personal-space/workbenches/rudang-apply?step=999',
      user: user(),
    });
    expect(await screen.findByText('这份文书不存在，请从“入党申请”页面选择要撰写的文书。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    expect(screen.getAllByRole('link', { name: '返回入党申请' }).length).toBeGreaterThan(0);
    first.unmount();
    renderScreen(<RudangApplyPage />, {
      path: '/personal-space/workbenches/rudang-apply',
      url: '/personal-space/workbenches/rudang-apply?step=abc',
      user: user(),
    });
    expect(await screen.findByText('这份文书不存在，请从“入党申请”页面选择要撰写的文书。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    expect(calls).toBe(1);
  });
});

describe('RudangListPage', () => {
  const record = (over: Partial<SubmitRecord>): SubmitRecord => ({
    id: 1,
    stepId: 3,
    docCode: 'report',
    docName: '思想汇报',
    title: '2026年第3季度思想汇报',
    charCount: 912,
    submittedAt: '2026-09-20T04:00:00.000Z',
    verdict: 'pending',
    reviewer: '',
    comment: '',
    reviewedAt: null,
    ...over,
  });

  it('lists the hand-ins with the organisation’s verdicts, paged', async () => {
    const asked: number[] = [];
    server.use(
      mockEndpoint('develop', 'mySubmitList', (body) => {
        asked.push(body.pageNum);
        return {
          list:
            body.pageNum === 1
              ? [
                  record({}),
                  record({
                    id: 2,
                    verdict: 'returned',
                    reviewer: '计算机学院本科生第一党支部',
                    comment: '请结合组织生活谈体会。',
                    reviewedAt: '2026-09-28T04:00:00.000Z',
                  }),
                ]
              : [
                  record({
                    id: 3,
                    title: '入党申请书',
                    verdict: 'approved',
                    reviewer: '党支部',
                    comment: '同意。',
                    reviewedAt: '2025-10-01T04:00:00.000Z',
                  }),
                ],
          total: 11,
          pageNum: body.pageNum,
          pageSize: 10,
        };
      }),
    );
    renderScreen(<RudangListPage />, { path: '/personal-space/workbenches/rudang-list', user: user() });
    const rows = await screen.findAllByTestId('develop-record');
    expect(rows[0]).toHaveTextContent('待审核');
    expect(rows[0]).toHaveTextContent('等待党组织审核');
    expect(rows[1]).toHaveTextContent('已退回');
    expect(rows[1]).toHaveTextContent('请结合组织生活谈体会。');
    expect(rows[1]).toHaveTextContent('计算机学院本科生第一党支部');
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(screen.getAllByTestId('develop-record')[0]).toHaveTextContent('入党申请书'));
    expect(asked).toEqual([1, 2]);
  });

  it('says so when nothing has been handed in', async () => {
    server.use(mockEndpoint('develop', 'mySubmitList', { list: [], total: 0, pageNum: 1, pageSize: 10 }));
    renderScreen(<RudangListPage />, { path: '/personal-space/workbenches/rudang-list', user: user() });
    expect(await screen.findByText('暂无提交记录')).toBeInTheDocument();
  });
});
