// Issue #42 on a 390x844 touch phone (learner 石静怡, whom no other browser test signs in as):
// 课程学习 -> a tag -> a lesson, whose chapter titles can be read, a tap on a chapter, the player at
// the screen's width, and playing it earns study time the server credits (heartbeats set to the 5 s
// minimum). Turned sideways and full screen it plays on and the server keeps crediting, even when
// the window loses focus as some WebViews make it do (pauseOnBlur is on here for that).
import type { Page } from 'playwright-core';
import { APP, DEMO, eventually, login, patchVideoSetting, phoneTest, restoreVideoSetting } from './support/helpers';

const { account, password } = DEMO.phoneWatcher;

const seconds = (hms: string) => hms.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
const credited = async (page: Page) => seconds((await page.getByTestId('credited').textContent()) ?? '');
const paused = (page: Page) => page.locator('video').evaluate((video: HTMLVideoElement) => video.paused);

/** Waits until the credited time of the video on screen reaches `least` seconds. */
async function creditedReaches(page: Page, least: number, what: string) {
  await eventually(
    async () => {
      const now = await credited(page);
      if (now < least) throw new Error(`credited ${now} s, waiting for ${least} s`);
    },
    30_000,
    what,
  );
}

phoneTest('手机：课程、章节标题、点按章节，播放后服务器计入学时；横屏全屏继续播放并计时', async ({ page }) => {
  const saved = patchVideoSetting({ heartbeatSeconds: 5, pauseOnBlur: true });
  try {
    await login(page, account, password);
    await page.waitForURL(/\/training2\/index\/home$/);
    await page.goto(`${APP}index/course-learning`);
    await page.getByRole('navigation', { name: '课程分类' }).getByRole('link').first().tap();
    await page.waitForURL(/\/index\/course-learning\/\d+$/);
    await page.locator('a[aria-label][href*="/index/course-learning/"]').first().tap();
    await page.waitForURL(/\/index\/course-learning\/\d+\/\d+$/);
    await page.getByRole('heading', { name: '课程章节' }).waitFor();

    // the chapter's title is there to read: beside its figures it used to get no width at all
    const chapter = page.locator('a[href*="/index/videodetails/"]').last();
    const title = chapter.getByText(/^\d+\. /);
    const box = await title.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(120);
    expect((await chapter.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    const name = ((await title.textContent()) ?? '').replace(/^\d+\. /, '');
    await chapter.tap();
    await page.waitForURL(/\/index\/videodetails\/\d+\/\d+$/);

    // the player at the screen's width (less the page's own margins), the chapters below it
    const player = page.getByLabel(name, { exact: true });
    await player.waitFor();
    const playerBox = await player.boundingBox();
    expect(playerBox?.width ?? 0).toBeGreaterThanOrEqual(360);
    const chapters = await page.getByRole('complementary', { name: '课程章节' }).boundingBox();
    expect(chapters?.y ?? 0).toBeGreaterThan((playerBox?.y ?? 0) + (playerBox?.height ?? 0));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByTestId('credited').waitFor();
    const before = await credited(page);
    await player.evaluate((video: HTMLVideoElement) => {
      video.muted = true;
      return video.play();
    });
    await creditedReaches(page, before + 3, 'the credited time growing');

    // turned sideways and full screen: it plays on, a lost focus included, and the server credits on
    await page.setViewportSize({ width: 844, height: 390 });
    await player.evaluate((video: HTMLVideoElement) => video.requestFullscreen());
    expect(await page.evaluate(() => document.fullscreenElement?.tagName)).toBe('VIDEO');
    await page.evaluate(() => window.dispatchEvent(new Event('blur')));
    const sideways = await credited(page);
    await creditedReaches(page, sideways + 3, 'the credited time growing full screen');
    expect(await paused(page)).toBe(false);
    expect(await page.getByText('窗口失去焦点，已暂停播放').count()).toBe(0);
    await page.evaluate(() => document.exitFullscreen());
    const earned = await credited(page);

    // the server has it: the page opened again starts from its figure
    await page.reload();
    await page.getByTestId('credited').waitFor();
    await creditedReaches(page, earned, 'the server’s credited time after a reload');
    expect(earned).toBeGreaterThanOrEqual(before + 6);
  } finally {
    restoreVideoSetting(saved);
  }
});
