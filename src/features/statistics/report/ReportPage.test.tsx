import fs from 'node:fs';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StageReport } from '@contract/userReport';
import { failure, mockEndpoint, networkError } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import ReportPage from './ReportPage';

const FORMULA =
  '综合成绩 = (学时完成率×30 + 必修课完成率×20 + 考试得分率×30 + 作业完成率×10 + 活动参与率×10) ÷ 适用项权重之和 × 100；' +
  '本期没有要求的项目不计入，各完成率最高为 1；活动应参加次数为本期安排给本人的集中培训活动数（最多 2 次），本期没有安排活动时活动参与率不计入。';
const checkedIn = new Date(2026, 10, 5, 13, 48).toISOString();
const generated = new Date(2026, 10, 25, 23, 42, 58).toISOString();

const report: StageReport = {
  stage: { id: 3, name: '2026年秋季学期 第一阶段', phaseName: '入党积极分子培训', startDate: '2026-09-14', endDate: '2026-12-18' },
  hours: { required: 7200, credited: 3900, total: 9000 },
  lessons: {
    required: 3,
    completed: 1,
    items: [
      { id: 1, title: '马克思主义基本原理概论', duration: 300, credited: 300, completed: true },
      { id: 13, title: '中国共产党章程逐条解读', duration: 300, credited: 150, completed: false },
      { id: 18, title: '廉洁自律准则学习', duration: 315, credited: 0, completed: false },
    ],
  },
  exams: [
    { examId: 16, title: '2026年秋季入党积极分子培训班结业考试', totalScore: 100, passScore: 60, best: null, passed: false, attempts: 0 },
    { examId: 8, title: '党章学习周测（第十周）', totalScore: 100, passScore: 60, best: 65, passed: true, attempts: 2 },
  ],
  homework: [{ topicId: 1, title: '学习党章心得体会', state: 'draft', stateText: '草稿（未提交）', score: null, comment: '' }],
  activities: { attended: 1, target: 2, items: [{ id: 1, title: '开班仪式暨第一次集中学习', time: checkedIn }] },
  composite: {
    score: 30.7,
    parts: [
      { key: 'hours', label: '学时完成率', weight: 30, applies: true, rate: 0.542, points: 16.3 },
      { key: 'lessons', label: '必修课完成率', weight: 20, applies: true, rate: 0.333, points: 6.7 },
      { key: 'exams', label: '考试得分率', weight: 30, applies: true, rate: 0.325, points: 9.8 },
      { key: 'homework', label: '作业完成率', weight: 10, applies: false, rate: 1, points: 0 },
      { key: 'activities', label: '活动参与率', weight: 10, applies: true, rate: 0.5, points: 5 },
    ],
    formula: FORMULA,
  },
  verdict: '不合格',
  passed: false,
  ongoing: false,
  endsAt: '2026-12-30T12:00:00.000Z',
  missing: ['还有 2 门必修课未学完', '结业考试尚未通过', '心得体会还是草稿，尚未提交'],
  generatedAt: generated,
};

const user = loginResult({ name: '张晓明', studentNo: '2023010101', orgName: '计算机学院本科生第一党支部' });
const show = () => renderScreen(<ReportPage />, { path: '/index/my/report', user });
const cells = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

afterEach(() => jest.restoreAllMocks());

describe('成绩报告', () => {
  it('shows the learner, the stage, the verdict and every part of the report', async () => {
    server.use(mockEndpoint('user', 'stageReport', report));
    show();
    expect(await screen.findByTestId('report-verdict')).toHaveTextContent('不合格');
    expect(screen.getByTestId('report-verdict')).toHaveAttribute('data-tone', 'failed');
    expect(screen.getByTestId('report-name')).toHaveTextContent('张晓明');
    expect(screen.getByText('学号 2023010101 · 计算机学院本科生第一党支部')).toBeInTheDocument();
    expect(screen.getByText('入党积极分子培训 · 2026年秋季学期 第一阶段')).toBeInTheDocument();
    expect(screen.getByText('培训时间：2026-09-14 至 2026-12-18')).toBeInTheDocument();
    expect(screen.getByTestId('report-score')).toHaveTextContent('30.7 分');

    const hours = within(screen.getByTestId('report-hours'));
    expect(hours.getByText('应修学时').nextSibling).toHaveTextContent('2 小时 0 分 0 秒');
    expect(hours.getByText('本期学时').nextSibling).toHaveTextContent('1 小时 5 分 0 秒');
    expect(hours.getByText('累计学时').nextSibling).toHaveTextContent('2 小时 30 分 0 秒');

    expect(screen.getByText('已学完 1 / 3 门')).toBeInTheDocument();
    expect(cells('report-lessons')).toEqual([
      ['马克思主义基本原理概论', '00:05:00', '00:05:00', '已完成'],
      ['中国共产党章程逐条解读', '00:05:00', '00:02:30', '学习中'],
      ['廉洁自律准则学习', '00:05:15', '00:00:00', '未开始'],
    ]);
    expect(cells('report-exams')).toEqual([
      // not taken: no score and 未参加, not 未通过 (as the home card and 我的考试 say)
      ['2026年秋季入党积极分子培训班结业考试', '—', '60', '未参加', '0'],
      ['党章学习周测（第十周）', '65 / 100', '60', '通过', '2'],
    ]);
    expect(cells('report-homework')).toEqual([['学习党章心得体会', '草稿（未提交）', '—', '—']]);
    expect(screen.getByText('已参加 1 次 / 应参加 2 次')).toBeInTheDocument();
    expect(cells('report-activities')).toEqual([['开班仪式暨第一次集中学习', '2026-11-05 13:48']]);
    expect(cells('report-composite')).toEqual([
      ['学时完成率', '30', '54.2%', '16.3'],
      ['必修课完成率', '20', '33.3%', '6.7'],
      ['考试得分率', '30', '32.5%', '9.8'],
      ['作业完成率', '10', '本期无要求', '—'],
      ['活动参与率', '10', '50%', '5'],
    ]);
    expect(screen.getByTestId('report-formula')).toHaveTextContent(`计算方法：${FORMULA}`);
    expect(
      within(screen.getByTestId('report-missing'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(report.missing);
    expect(screen.getByTestId('report-generated')).toHaveTextContent('生成时间：2026-11-25 23:42:58');
  });

  it('学时 to the second, as 学时排名 and 学习统计 read them (23 分 12 秒 there, 23 分钟 here)', async () => {
    server.use(mockEndpoint('user', 'stageReport', { ...report, hours: { required: 1983, credited: 1392.4, total: 1392.6 } }));
    show();
    const hours = within(await screen.findByTestId('report-hours'));
    expect(hours.getByText('应修学时').nextSibling).toHaveTextContent(/^33 分 3 秒$/);
    expect(hours.getByText('本期学时').nextSibling).toHaveTextContent(/^23 分 12 秒$/);
    expect(hours.getByText('累计学时').nextSibling).toHaveTextContent(/^23 分 13 秒$/);
  });

  it('while the period runs: 进行中 (not a red 不合格), when it closes, and what is still to do', async () => {
    server.use(mockEndpoint('user', 'stageReport', { ...report, verdict: '进行中', ongoing: true }));
    show();
    expect(await screen.findByTestId('report-verdict')).toHaveTextContent('进行中');
    expect(screen.getByTestId('report-verdict')).toHaveAttribute('data-tone', 'pending');
    expect(screen.getByTestId('report-ends')).toHaveTextContent(/^本期要求截止于 2026-12-30 \d\d:\d\d，届时给出合格 \/ 不合格$/);
    expect(screen.getByText('还需完成')).toBeInTheDocument();
    expect(screen.queryByText('尚缺')).not.toBeInTheDocument();
    expect(screen.getByTestId('report-missing')).toHaveTextContent('结业考试尚未通过');
  });

  it('合格 in green with nothing missing', async () => {
    server.use(mockEndpoint('user', 'stageReport', { ...report, verdict: '合格', passed: true, missing: [] }));
    show();
    expect(await screen.findByTestId('report-verdict')).toHaveAttribute('data-tone', 'passed');
    expect(screen.getByTestId('report-verdict')).toHaveTextContent('合格');
    expect(screen.getByText('各项结业要求均已完成。')).toBeInTheDocument();
  });

  it("without a stage: the server's verdict, the reason and the total hours only", async () => {
    server.use(
      mockEndpoint('user', 'stageReport', {
        ...report,
        stage: null,
        hours: { required: 0, credited: 0, total: 1800 },
        lessons: { required: 0, completed: 0, items: [] },
        exams: [],
        homework: [],
        activities: { attended: 0, target: 0, items: [] },
        composite: { score: 0, parts: [], formula: FORMULA },
        verdict: '暂未分配培训期次',
        passed: false,
        missing: [],
      }),
    );
    show();
    expect(await screen.findByTestId('report-verdict')).toHaveTextContent('暂未分配培训期次');
    expect(screen.getByTestId('report-verdict')).toHaveAttribute('data-tone', 'none');
    expect(screen.getByText(/您目前没有分配培训期次/)).toBeInTheDocument();
    expect(within(screen.getByTestId('report-hours')).getByText('累计学时').nextSibling).toHaveTextContent('30 分 0 秒');
    // no stage: no stage figures to show as zeros
    expect(within(screen.getByTestId('report-hours')).queryByText('应修学时')).toBeNull();
    expect(within(screen.getByTestId('report-hours')).queryByText('本期学时')).toBeNull();
    expect(screen.queryByTestId('report-lessons')).toBeNull();
    expect(screen.queryByTestId('report-score')).toBeNull();
  });

  it('empty parts say so', async () => {
    server.use(
      mockEndpoint('user', 'stageReport', {
        ...report,
        lessons: { required: 0, completed: 0, items: [] },
        exams: [],
        homework: [],
        activities: { attended: 0, target: 2, items: [] },
      }),
    );
    show();
    expect(await screen.findByText('本期没有必修课程')).toBeInTheDocument();
    // what the list holds (a topic's 结业考试, the exams taken): not that the stage has no exam
    expect(screen.getByText('本期没有专题培训的结业考试，本期内也没有参加过考试')).toBeInTheDocument();
    expect(screen.queryByText('本期没有考试')).toBeNull();
    expect(screen.getByText('本期没有作业要求')).toBeInTheDocument();
    expect(screen.getByText('本期尚未参加培训活动')).toBeInTheDocument();
    expect(screen.getByText('已参加 0 次 / 应参加 2 次')).toBeInTheDocument();
  });

  it('a stage with no activity for the learner says so, not 0 / 2, and leaves the activities out of the score', async () => {
    // a school that imported its people and exam but runs no activities here: the exam alone, over 80
    server.use(
      mockEndpoint('user', 'stageReport', {
        ...report,
        homework: [],
        exams: [{ examId: 16, title: '结业考试', totalScore: 10, passScore: 6, best: 5, passed: false, attempts: 1 }],
        activities: { attended: 0, target: 0, items: [] },
        composite: {
          score: 18.8,
          parts: [
            { key: 'hours', label: '学时完成率', weight: 30, applies: true, rate: 0, points: 0 },
            { key: 'lessons', label: '必修课完成率', weight: 20, applies: true, rate: 0, points: 0 },
            { key: 'exams', label: '考试得分率', weight: 30, applies: true, rate: 0.5, points: 15 },
            { key: 'homework', label: '作业完成率', weight: 10, applies: false, rate: 1, points: 0 },
            { key: 'activities', label: '活动参与率', weight: 10, applies: false, rate: 1, points: 0 },
          ],
          formula: FORMULA,
        },
      }),
    );
    show();
    const activities = await screen.findByRole('region', { name: '活动' });
    expect(within(activities).getByText('本期没有安排培训活动，活动参与率不计入综合成绩')).toBeInTheDocument();
    expect(within(activities).queryByText(/应参加/)).toBeNull();
    expect(within(activities).queryByText('本期尚未参加培训活动')).toBeNull();
    expect(screen.getByTestId('report-score')).toHaveTextContent('18.8 分');
    expect(cells('report-composite')[4]).toEqual(['活动参与率', '10', '本期无要求', '—']);
    // taken and failed: its score and 未通过
    expect(cells('report-exams')).toEqual([['结业考试', '5 / 10', '6', '未通过', '1']]);
  });

  it('a refusal shows the server message; a network failure offers 重试, which asks again', async () => {
    server.use(mockEndpoint('user', 'stageReport', () => failure(10002, '成绩报告暂不可用')));
    const first = show();
    expect(await screen.findByText('成绩报告暂不可用')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '打印 / 导出 PDF' })).toBeDisabled();
    // 重试 only where asking again may help (31f8c57)
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    first.unmount();
    let calls = 0;
    server.use(mockEndpoint('user', 'stageReport', () => (++calls === 1 ? networkError() : report)));
    show();
    await userEvent.setup().click(await screen.findByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getByTestId('report-verdict')).toHaveTextContent('不合格'));
  });
});

describe('成绩报告 on paper', () => {
  it('打印 / 导出 PDF opens the print dialog', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    server.use(mockEndpoint('user', 'stageReport', report));
    show();
    await screen.findByTestId('report-verdict');
    await userEvent.setup().click(screen.getByRole('button', { name: '打印 / 导出 PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('marks the page for the print rules while shown: html.report-print, the button no-print', async () => {
    server.use(mockEndpoint('user', 'stageReport', report));
    const app = show();
    await screen.findByTestId('report-verdict');
    expect(document.documentElement).toHaveClass('report-print');
    expect(screen.getByRole('button', { name: '打印 / 导出 PDF' })).toHaveClass('no-print');
    expect(screen.getByTestId('report-verdict').closest('.report-page')).not.toBeNull();
    // paper shows the same table as the screen: the exam not taken reads 未参加 there too
    const exams = screen.getByTestId('report-exams');
    expect(exams.closest('.report-page')).not.toBeNull();
    expect(exams.closest('.no-print')).toBeNull();
    expect(cells('report-exams')[0]).toEqual(['2026年秋季入党积极分子培训班结业考试', '—', '60', '未参加', '0']);
    app.unmount();
    expect(document.documentElement).not.toHaveClass('report-print');
  });

  it('report.css prints A4 in black, without the site header, menu and footer, rows kept whole', () => {
    const css = fs.readFileSync(path.join(__dirname, 'report.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const print = css.slice(css.indexOf('@media print'));
    expect(css).toContain('@media print');
    expect(print).toMatch(/@page\s*\{\s*size:\s*A4;\s*margin:\s*15mm;/);
    for (const hidden of ['header', 'footer', 'nav', '.no-print'])
      expect(print).toMatch(new RegExp(`html\\.report-print ${hidden.replace('.', '\\.')}[,\\s]`));
    expect(print).toMatch(/display:\s*none !important/);
    expect(print).toMatch(/color:\s*#000 !important/);
    expect(print).toMatch(/\.report-page tr,[\s\S]*?break-inside:\s*avoid/);
  });
});
