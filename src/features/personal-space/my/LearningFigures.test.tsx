import { screen, within } from '@testing-library/react';
import type { Ranking, StageReport } from '@contract/userReport';
import { mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { renderScreen } from '@/test/renderScreen';
import { addStyleSheet, ruleValue } from '@/test/cssRules';
import { LearningFigures } from './LearningFigures';

const report: StageReport = {
  stage: { id: 3, name: '2026年秋季学期 第一阶段', phaseName: '入党积极分子培训', startDate: '2026-09-14', endDate: '2026-12-18' },
  hours: { required: 7200, credited: 3900, total: 9000 },
  lessons: { required: 6, completed: 2, items: [] },
  exams: [
    { examId: 16, title: '结业考试', totalScore: 100, passScore: 60, best: null, passed: false, attempts: 0 },
    { examId: 8, title: '党章学习周测', totalScore: 100, passScore: 60, best: 65, passed: true, attempts: 1 },
  ],
  homework: [{ topicId: 1, title: '学习党章心得体会', state: 'submitted', stateText: '已提交，待批阅', score: null, comment: '' }],
  activities: { attended: 0, target: 2, items: [] },
  composite: { score: 30, parts: [], formula: '' },
  verdict: '不合格',
  passed: false,
  ongoing: false,
  endsAt: null,
  missing: [],
  generatedAt: '2026-11-25T10:00:00.000Z',
};
const ranking: Ranking = {
  stage: { id: 3, name: '2026年秋季学期 第一阶段', phaseName: '入党积极分子培训' },
  level: 'branch',
  scopeName: '计算机学院本科生第一党支部',
  total: 7,
  list: [],
  mine: { rank: 4, seconds: 3900 },
};
const figure = (label: string) => within(screen.getByTestId('profile-figures')).getByText(label).nextSibling;

describe('LearningFigures', () => {
  it("shows the stage's figures from the report and the branch rank from the ranking", async () => {
    let level: unknown;
    server.use(
      mockEndpoint('user', 'stageReport', report),
      mockEndpoint('user', 'ranking', (body) => ((level = (body as { level?: string }).level), ranking)),
    );
    renderScreen(<LearningFigures />, { path: '/index/my/profile' });
    await screen.findByTestId('profile-figures');
    expect(figure('本期学时')).toHaveTextContent('1 小时 5 分钟');
    expect(figure('累计学时')).toHaveTextContent('2 小时 30 分钟');
    expect(figure('必修课完成')).toHaveTextContent('2 / 6 门');
    expect(figure('本期考试通过')).toHaveTextContent('1 / 2 场');
    expect(figure('作业已提交')).toHaveTextContent('1 / 1 篇');
    expect(await screen.findByText('第 4 名 / 共 7 人')).toBeInTheDocument();
    // it may wrap only at the slash, never inside 第 4 名 (no-break spaces)
    expect(screen.getByText('第 4 名 / 共 7 人').textContent).toBe('第\u00a04\u00a0名 / 共\u00a07\u00a0人');
    expect(level).toBe('branch');
    expect(screen.getByRole('link', { name: '查看成绩报告' })).toHaveAttribute('href', '/index/my/report');
    // the way to 学习统计 (it had no link anywhere), and to its 学时排名 tab beside the rank
    expect(screen.getByRole('link', { name: '查看学习统计' })).toHaveAttribute('href', '/index/my/statistics');
    expect(screen.getByRole('link', { name: '查看学时排名' })).toHaveAttribute('href', '/index/my/statistics?tab=ranking');
  });

  it('without a stage only the all-time hours; without credit no rank', async () => {
    server.use(
      mockEndpoint('user', 'stageReport', { ...report, stage: null, homework: [], exams: [] }),
      mockEndpoint('user', 'ranking', { ...ranking, mine: null }),
    );
    renderScreen(<LearningFigures />, { path: '/index/my/profile' });
    await screen.findByTestId('profile-figures');
    expect(figure('累计学时')).toHaveTextContent('2 小时 30 分钟');
    expect(screen.queryByText('本期学时')).toBeNull();
    // no stage, no ranking to see; 学习统计 still
    expect(screen.queryByRole('link', { name: '查看学时排名' })).toBeNull();
    expect(screen.getByRole('link', { name: '查看学习统计' })).toHaveAttribute('href', '/index/my/statistics');
  });

  it('no credit yet in the stage: 暂无学时 instead of a rank; nothing asked: 本期无要求', async () => {
    server.use(
      mockEndpoint('user', 'stageReport', { ...report, homework: [] }),
      mockEndpoint('user', 'ranking', { ...ranking, mine: null }),
    );
    renderScreen(<LearningFigures />, { path: '/index/my/profile' });
    expect(await screen.findByText('暂无学时')).toBeInTheDocument();
    expect(figure('作业已提交')).toHaveTextContent('本期无要求');
  });

  it('on paper (base.css print rules) 本期学习概况 is not cut across two pages, nor any of its figures (label on one page, value on the next); its links are left out', async () => {
    server.use(mockEndpoint('user', 'stageReport', report), mockEndpoint('user', 'ranking', ranking));
    const removeSheet = addStyleSheet('app/base.css');
    try {
      renderScreen(<LearningFigures />, { path: '/index/my/profile' });
      const figures = await screen.findByTestId('profile-figures');
      expect(ruleValue(screen.getByTestId('learning-figures'), 'break-inside', 'print')).toBe('avoid');
      expect(figures.children).toHaveLength(6);
      for (const box of Array.from(figures.children)) expect(ruleValue(box, 'break-inside', 'print')).toBe('avoid');
      for (const name of ['查看学习统计', '查看成绩报告', '查看学时排名']) {
        const link = screen.getByRole('link', { name });
        expect(ruleValue(link.closest('.no-print') ?? link, 'display', 'print')).toBe('none');
        expect(ruleValue(link, 'display')).not.toBe('none');
      }
    } finally {
      removeSheet();
    }
  });
});
