// 学习统计, 学时排名 and 成绩报告 follow what the server credits: a learner notes today's figure,
// their 本期学时 on the report and in the ranking, studies a video for a little over a minute
// (heartbeats every 5 s here) and finds all three up by at least that minute: the figures are
// what the server credited, not what the browser played.
import { APP, DEMO, e2eTest, eventually, login, patchVideoSetting, restoreVideoSetting } from './support/helpers';

const { account, password } = DEMO.learner3;
const seconds = (hms: string) => hms.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
/** "1 小时 5 分钟", "8 分钟", "1 小时 5 分 3 秒", "42 秒" -> whole minutes */
const minutesOf = (text: string) => Number(/(\d+) 小时/.exec(text)?.[1] ?? 0) * 60 + Number(/(\d+) 分/.exec(text)?.[1] ?? 0);

e2eTest(
  '学习统计、学时排名与成绩报告：学习一分多钟视频后，今日学时与本期学时随之增加',
  async ({ page }) => {
    const saved = patchVideoSetting({ heartbeatSeconds: 5, pauseOnBlur: false });
    try {
      await login(page, account, password);
      await page.waitForURL(/\/training2\/index\/home$/);
      const todayFigure = async () => {
        await page.goto(`${APP}index/my/statistics`);
        const figure = page.getByTestId('stat-figures').locator('div').filter({ hasText: '今日学时' }).locator('dd');
        await figure.waitFor();
        return minutesOf((await figure.textContent()) ?? '');
      };
      const reportFigure = async () => {
        await page.goto(`${APP}index/my/report`);
        const figure = page.getByTestId('report-hours').locator('div').filter({ hasText: '本期学时' }).locator('dd');
        await figure.waitFor();
        return minutesOf((await figure.textContent()) ?? '');
      };
      const rankingFigure = async () => {
        await page.goto(`${APP}index/my/statistics?tab=ranking`);
        const mine = page.getByTestId('ranking-mine');
        await mine.waitFor();
        // "我的名次：第 4 名 / 共 9 人 · 本期学时 30 分钟"
        return minutesOf(((await mine.textContent()) ?? '').split('本期学时')[1] ?? '');
      };
      const before = await todayFigure();
      const reportBefore = await reportFigure();
      const rankingBefore = await rankingFigure();
      expect(reportBefore).toBeGreaterThan(0);
      expect(rankingBefore).toBe(reportBefore);

      await page.goto(`${APP}index/course-learning`);
      await page.getByRole('navigation', { name: '课程分类' }).getByRole('link').first().click();
      await page.waitForURL(/\/index\/course-learning\/\d+$/);
      await page.locator('a[aria-label][href*="/index/course-learning/"]').last().click();
      await page.waitForURL(/\/index\/course-learning\/\d+\/\d+$/);
      await page.locator('a[href*="/index/videodetails/"]').last().click();
      await page.waitForURL(/\/index\/videodetails\/\d+\/\d+$/);
      const credited = page.getByTestId('credited');
      await credited.waitFor();
      const start = seconds((await credited.textContent()) ?? '');
      await page.locator('video').evaluate((video: HTMLVideoElement) => {
        video.muted = true;
        return video.play();
      });
      await eventually(
        async () => {
          const now = seconds((await credited.textContent()) ?? '');
          if (now < start + 62) throw new Error(`credited ${now - start} s so far`);
        },
        100_000,
        'a minute of credited study',
      );

      await eventually(
        async () => {
          const after = await todayFigure();
          if (after < before + 1) throw new Error(`today shows ${after} min, was ${before} min`);
        },
        15_000,
        "today's figure growing",
      );
      const reportAfter = await reportFigure();
      expect(reportAfter).toBeGreaterThanOrEqual(reportBefore + 1);
      expect(await rankingFigure()).toBe(reportAfter);
    } finally {
      restoreVideoSetting(saved);
    }
  },
  240_000,
);
