import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StudyInfo } from '@contract/selfStudy';
import type { StudyTime, UserStudyInfo } from '@contract/userStats';
import { failure, mockEndpoint, networkError } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import { addStyleSheet, ruleValue } from '@/test/cssRules';
import type { ChartSpec } from './charts';
import StatisticsPage from './StatisticsPage';

// echarts itself is not drawn here (DistChart.test.tsx covers drawing under jsdom): the chart
// module is replaced by one that records what each chart was asked to show.
const mockDrawn: ChartSpec[] = [];
jest.mock('./charts', () => ({
  mountChart: () => ({ update: (spec: ChartSpec) => mockDrawn.push(spec), resize: () => undefined, dispose: () => undefined }),
}));

// today is 2026-11-25 (the last of the 30 days)
const summary: StudyInfo = {
  today: 1800,
  week: 3900,
  month: 4500,
  total: 12_600,
  days: 6,
  videosCompleted: 4,
  lessonsCompleted: 2,
  lastDays: [],
};
const days = Array.from({ length: 30 }, (_, i) => {
  const date = new Date(Date.UTC(2026, 9, 27 + i)).toISOString().slice(0, 10); // 2026-10-27 .. 2026-11-25
  return { date, seconds: ({ '2026-11-25': 1800, '2026-11-23': 2100, '2026-11-22': 600 } as Record<string, number>)[date] ?? 0 };
});
const time: StudyTime = {
  days,
  weeks: [
    { label: '2026年第47周', start: '2026-11-16', end: '2026-11-22', seconds: 600 },
    { label: '2026年第48周', start: '2026-11-23', end: '2026-11-29', seconds: 3900 },
  ],
  total: 4500,
};
const split: UserStudyInfo = {
  total: 12_600,
  required: 9000,
  elective: 3600,
  requiredLessons: 5,
  requiredCompleted: 2,
  tags: [
    { tagId: 1, tagName: '党的基本理论', lessons: 4, completed: 2, seconds: 9000 },
    { tagId: 2, tagName: '党史学习', lessons: 3, completed: 0, seconds: 3600 },
  ],
};
const show = () => renderScreen(<StatisticsPage />, { path: '/index/my/statistics', user: loginResult() });
const rowsOf = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

beforeEach(() => {
  mockDrawn.length = 0;
});

describe('the learning statistics screen', () => {
  it('days, their week and the headline figures add up as shown (to the second, not each rounded to the minute)', async () => {
    const short = days.map((d) => ({ ...d, seconds: ['2026-11-23', '2026-11-24', '2026-11-25'].includes(d.date) ? 89 : 0 }));
    server.use(
      mockEndpoint('selfStudy', 'studyInfo', { ...summary, today: 89, week: 267 }),
      mockEndpoint('user', 'studyTime', {
        days: short,
        weeks: [{ label: '2026年第48周', start: '2026-11-23', end: '2026-11-29', seconds: 267 }],
        total: 267,
      }),
      mockEndpoint('user', 'studyInfo', split),
    );
    show();
    const figures = within(await screen.findByTestId('stat-figures'));
    expect(figures.getByText('本周学时').nextSibling).toHaveTextContent('4 分 27 秒');
    await waitFor(() => expect(rowsOf('table-daily').map((r) => r[2])).toEqual(['1 分 29 秒', '1 分 29 秒', '1 分 29 秒']));
    expect(rowsOf('table-weekly').map((r) => r[3])).toEqual(['4 分 27 秒']);
  });

  it('with the server’s fractions of a second, the days, their week and 本周/本月 still add up as shown', async () => {
    // three days of 89.6 s: each cut on its own read 1 分 29 秒 in a week of 4 分 28 秒
    const bits = days.map((d) => ({ ...d, seconds: ['2026-11-23', '2026-11-24', '2026-11-25'].includes(d.date) ? 89.6 : 0 }));
    server.use(
      mockEndpoint('selfStudy', 'studyInfo', { ...summary, today: 89.6, week: 268.8, month: 268.8, total: 268.8 }),
      mockEndpoint('user', 'studyTime', {
        days: bits,
        weeks: [{ label: '2026年第48周', start: '2026-11-23', end: '2026-11-29', seconds: 268.8 }],
        total: 268.8,
      }),
      mockEndpoint('user', 'studyInfo', { ...split, total: 268.8, required: 134.4, elective: 134.4 }),
    );
    show();
    const figures = within(await screen.findByTestId('stat-figures'));
    expect(figures.getByText('本周学时').nextSibling).toHaveTextContent('4 分 30 秒');
    expect(figures.getByText('本月学时').nextSibling).toHaveTextContent('4 分 30 秒');
    // 累计 is the 268.8 s credited to the second; 选修 is what 必修 as shown leaves of it
    expect(figures.getByText('累计学时').nextSibling).toHaveTextContent('4 分 29 秒');
    await waitFor(() => expect(rowsOf('table-daily').map((r) => r[2])).toEqual(['1 分 30 秒', '1 分 30 秒', '1 分 30 秒']));
    expect(rowsOf('table-weekly').map((r) => r[3])).toEqual(['4 分 30 秒']);
    expect(rowsOf('table-split').map((r) => r[1])).toEqual(['2 分 14 秒', '2 分 15 秒', '4 分 29 秒']);
  });

  it('shows the headline figures, each chart, and the same numbers in tables', async () => {
    server.use(
      mockEndpoint('selfStudy', 'studyInfo', summary),
      mockEndpoint('user', 'studyTime', (body) => {
        expect(body).toMatchObject({ days: 30 });
        return time;
      }),
      mockEndpoint('user', 'studyInfo', split),
    );
    show();
    const figures = within(await screen.findByTestId('stat-figures'));
    expect(figures.getByText('今日学时').nextSibling).toHaveTextContent('30 分 0 秒');
    expect(figures.getByText('本周学时').nextSibling).toHaveTextContent('1 小时 5 分 0 秒');
    expect(figures.getByText('本月学时').nextSibling).toHaveTextContent('1 小时 15 分 0 秒');
    expect(figures.getByText('累计学时').nextSibling).toHaveTextContent('3 小时 30 分 0 秒');
    expect(figures.getByText('学习天数').nextSibling).toHaveTextContent('6 天');
    expect(figures.getByText('完成课程').nextSibling).toHaveTextContent('2 门');

    expect(rowsOf('table-daily')).toEqual([
      ['2026-11-25', '星期三', '30 分 0 秒'],
      ['2026-11-23', '星期一', '35 分 0 秒'],
      ['2026-11-22', '星期日', '10 分 0 秒'],
    ]);
    expect(rowsOf('table-weekly')).toEqual([
      ['2026年第48周', '2026年第4季度', '11-23～11-29', '1 小时 5 分 0 秒'],
      ['2026年第47周', '2026年第4季度', '11-16～11-22', '10 分 0 秒'],
    ]);
    expect(rowsOf('table-split')).toEqual([
      ['必修', '2 小时 30 分 0 秒'],
      ['选修', '1 小时 0 分 0 秒'],
      ['累计学时', '3 小时 30 分 0 秒'],
    ]);
    expect(screen.getByText('必修课程完成 2 / 5 门')).toBeInTheDocument();
    expect(rowsOf('table-tags')).toEqual([
      ['党的基本理论', '4', '2', '2 小时 30 分 0 秒'],
      ['党史学习', '3', '0', '1 小时 0 分 0 秒'],
    ]);

    // the short tables show every row (the tags' one cut 专业素养 in half in a 240px box); the long ones scroll
    const box = (id: string) => getComputedStyle(screen.getByTestId(id).parentElement!);
    for (const id of ['table-split', 'table-tags']) expect([box(id).maxHeight, box(id).overflowY]).toEqual(['', '']);
    for (const id of ['table-daily', 'table-weekly']) expect([box(id).maxHeight, box(id).overflowY]).toEqual(['240px', 'auto']);

    for (const id of ['chart-daily', 'chart-weekly', 'chart-split', 'chart-tags']) expect(screen.getByTestId(id)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '近 30 天每日学时柱状图，合计 1 小时 15 分 0 秒' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '必修 2 小时 30 分 0 秒，选修 1 小时 0 分 0 秒' })).toBeInTheDocument();
    await waitFor(() => expect(mockDrawn).toHaveLength(4));
    const daily = mockDrawn.find((s) => s.kind === 'bar' && s.unit === '分钟');
    expect(daily?.categories).toHaveLength(30);
    expect(daily?.categories.at(-3)).toBe('11-23');
    expect(daily?.tooltips?.at(-3)).toBe('2026-11-23 星期一');
    expect(daily?.values.at(-3)).toBe(35);
    // the tooltips say each value as the tables do
    expect(daily?.valueTexts?.at(-3)).toBe('35 分 0 秒');
    expect(mockDrawn.find((s) => s.kind === 'pie')).toMatchObject({
      values: [150, 60],
      valueTexts: ['2 小时 30 分 0 秒', '1 小时 0 分 0 秒'],
    });
    expect(mockDrawn.find((s) => s.kind === 'line')?.valueTexts?.[1]).toBe('1 小时 5 分 0 秒');
    expect(mockDrawn.find((s) => s.kind === 'line')?.tooltips?.[1]).toBe('2026年第48周（11-23～11-29）');
  });

  it('on paper (base.css print rules): the scrolling tables show every row, no figure box, chart or row is cut across two pages, no buttons', async () => {
    server.use(
      mockEndpoint('selfStudy', 'studyInfo', summary),
      mockEndpoint('user', 'studyTime', time),
      mockEndpoint('user', 'studyInfo', split),
    );
    const removeSheet = addStyleSheet('app/base.css');
    try {
      show();
      const figures = await screen.findByTestId('stat-figures');
      for (const id of ['table-daily', 'table-weekly']) {
        const box = screen.getByTestId(id).parentElement!;
        // a 240px scrolling box on screen, which printed ~5 rows cut mid-row
        expect(ruleValue(box, 'max-height', 'print')).toBe('none');
        expect(ruleValue(box, 'overflow', 'print')).toBe('visible');
        for (const row of within(screen.getByTestId(id)).getAllByRole('row')) expect(ruleValue(row, 'break-inside', 'print')).toBe('avoid');
      }
      const boxes = Array.from(figures.children);
      expect(boxes).toHaveLength(6);
      for (const box of boxes) expect(ruleValue(box, 'break-inside', 'print')).toBe('avoid');
      for (const id of ['chart-daily', 'chart-weekly', 'chart-split', 'chart-tags'])
        expect(ruleValue(screen.getByTestId(id), 'break-inside', 'print')).toBe('avoid');
      expect(ruleValue(screen.getByRole('link', { name: '成绩报告' }), 'display', 'print')).toBe('none');
      // on screen it still scrolls in its box
      expect(ruleValue(screen.getByTestId('table-daily').parentElement!, 'max-height')).toBe('240px');
    } finally {
      removeSheet();
    }
  });

  it('各分类课程完成情况 lies down, given a line for each of however many tags (a cadre has 10)', async () => {
    const names = [
      '党的基本理论',
      '党史学习',
      '党章党规',
      '廉洁教育',
      '时事政治',
      '专业素养',
      '理想信念',
      '政治理论',
      '廉洁从政',
      '领导能力',
    ];
    const tags = names.map((tagName, i) => ({ tagId: i + 1, tagName, lessons: 3, completed: i % 3, seconds: 600 }));
    server.use(
      mockEndpoint('selfStudy', 'studyInfo', summary),
      mockEndpoint('user', 'studyTime', time),
      mockEndpoint('user', 'studyInfo', { ...split, tags }),
    );
    show();
    await waitFor(() => expect(mockDrawn).toHaveLength(4));
    expect(mockDrawn.find((s) => s.unit === '门')).toMatchObject({ kind: 'hbar', categories: names, values: tags.map((x) => x.completed) });
    const box = (id: string) => screen.getByTestId(id).lastElementChild as HTMLElement;
    expect(getComputedStyle(box('chart-tags')).height).toBe('356px');
    expect(getComputedStyle(box('chart-split')).height).toBe('220px');
  });

  it('says there is nothing yet for a learner who never studied', async () => {
    const none: StudyTime = {
      days: days.map((d) => ({ ...d, seconds: 0 })),
      weeks: time.weeks.map((w) => ({ ...w, seconds: 0 })),
      total: 0,
    };
    server.use(
      mockEndpoint('selfStudy', 'studyInfo', {
        ...summary,
        today: 0,
        week: 0,
        month: 0,
        total: 0,
        days: 0,
        lessonsCompleted: 0,
        videosCompleted: 0,
      }),
      mockEndpoint('user', 'studyTime', none),
      mockEndpoint('user', 'studyInfo', { ...split, total: 0, required: 0, elective: 0, requiredCompleted: 0, tags: [] }),
    );
    show();
    expect(await screen.findByText('还没有学习记录：观看课程视频后，这里会显示你的学时统计')).toBeInTheDocument();
    expect(screen.queryByTestId('chart-daily')).toBeNull();
  });

  it('opens 学时排名 as a tab kept in the address, and links to 成绩报告', async () => {
    server.use(
      mockEndpoint('selfStudy', 'studyInfo', summary),
      mockEndpoint('user', 'studyTime', time),
      mockEndpoint('user', 'studyInfo', split),
      mockEndpoint('user', 'ranking', { stage: null, level: 'branch', scopeName: '', total: 0, list: [], mine: null }),
    );
    const app = show();
    expect(screen.getByRole('link', { name: '成绩报告' })).toHaveAttribute('href', '/index/my/report');
    await screen.findByTestId('stat-figures');
    await userEvent.setup().click(screen.getByRole('tab', { name: '学时排名' }));
    expect(await screen.findByText('暂未分配培训期次，暂无学时排名')).toBeInTheDocument();
    expect(app.router.state.location.search).toBe('?tab=ranking');
    expect(screen.queryByTestId('stat-figures')).toBeNull();
  });

  it("shows the server's message when a call is refused, and 重试 when the network failed", async () => {
    server.use(
      mockEndpoint('selfStudy', 'studyInfo', summary),
      mockEndpoint('user', 'studyTime', () => failure(10002, '统计暂不可用')),
      mockEndpoint('user', 'studyInfo', split),
    );
    const first = show();
    expect(await screen.findByText('统计暂不可用')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    first.unmount();
    // 重试 where asking again may help (31f8c57)
    let calls = 0;
    server.use(mockEndpoint('user', 'studyTime', () => (++calls === 1 ? networkError() : time)));
    show();
    await userEvent.setup().click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('stat-figures')).toBeInTheDocument();
  });
});
