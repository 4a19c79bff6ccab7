// A learner studies a video: 课程学习 -> a tag -> a lesson -> a chapter, plays it, and the
// credited time grows with the heartbeats (set to the 5 s minimum here).
import { DEMO, e2eTest, eventually, login, patchVideoSetting, restoreVideoSetting } from './support/helpers';

const { account, password } = DEMO.learner2;

const seconds = (hms: string) => hms.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);

e2eTest('课程学习：分类、课程、视频，播放后已计学时增加', async ({ page }) => {
  const saved = patchVideoSetting({ heartbeatSeconds: 5, pauseOnBlur: false });
  try {
    await login(page, account, password);
    await page.waitForURL(/\/training2\/index\/home$/);
    await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '课程学习' }).click();
    await page.waitForURL(/\/index\/course-learning$/);
    await page.getByRole('navigation', { name: '课程分类' }).getByRole('link').first().click();
    await page.waitForURL(/\/index\/course-learning\/\d+$/);
    await page.locator('a[aria-label][href*="/index/course-learning/"]').first().click();
    await page.waitForURL(/\/index\/course-learning\/\d+\/\d+$/);
    await page.getByRole('heading', { name: '课程章节' }).waitFor();
    await page.locator('a[href*="/index/videodetails/"]').last().click();
    await page.waitForURL(/\/index\/videodetails\/\d+\/\d+$/);

    const credited = page.getByTestId('credited');
    await credited.waitFor();
    const before = seconds((await credited.textContent()) ?? '');
    await page.locator('video').evaluate((video: HTMLVideoElement) => {
      video.muted = true;
      return video.play();
    });
    await eventually(
      async () => {
        const now = seconds((await credited.textContent()) ?? '');
        if (now < before + 3) throw new Error(`credited ${now} s, was ${before} s`);
      },
      20_000,
      'the credited time growing',
    );
    await eventually(
      async () => {
        if (seconds((await page.getByTestId('today').textContent()) ?? '') < 3) throw new Error('today not counted yet');
      },
      10_000,
      "today's total growing",
    );
  } finally {
    restoreVideoSetting(saved);
  }
});
