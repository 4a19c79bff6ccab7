// The cadre area: gb001 (appId 5) opens 课程学习, sees the cadre tags and 干部专题, opens a
// special, plays a stage video and sees the credited time grow (heartbeats at the 5 s minimum);
// a learner opening a special's address is told the area is for cadres.
import { DEMO, e2eTest, eventually, login, patchVideoSetting, restoreVideoSetting } from './support/helpers';

const seconds = (hms: string) => hms.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);

e2eTest('干部：课程学习显示干部课程与专题，专题视频播放后已计学时增加', async ({ page }) => {
  const saved = patchVideoSetting({ heartbeatSeconds: 5, pauseOnBlur: false });
  try {
    await login(page, DEMO.cadre.account, DEMO.cadre.password);
    await page.waitForURL(/\/training2\/index\/home$/);
    await page.getByRole('region', { name: '干部信息' }).getByText('领导干部', { exact: false }).waitFor();
    // 专题培训 shows a cadre the cadre specials (topics are for learners)
    await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '专题培训' }).click();
    await page.waitForURL(/\/index\/special-training$/);
    await page.getByRole('link', { name: '铸牢中华民族共同体意识专题' }).waitFor();
    await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '课程学习' }).click();
    await page.waitForURL(/\/index\/course-learning$/);
    await page
      .getByRole('navigation', { name: '干部课程分类' })
      .getByRole('link', { name: /廉洁从政/ })
      .waitFor();
    await page.getByRole('link', { name: '铸牢中华民族共同体意识专题' }).click();
    await page.waitForURL(/\/index\/course-learning\/special\/\d+$/);
    await page.getByRole('heading', { name: '铸牢中华民族共同体意识专题' }).waitFor();
    await page.getByRole('region', { name: '第一阶段 理论学习' }).locator('a[href*="/index/videodetails/"]').first().click();
    await page.waitForURL(/\/index\/videodetails\/\d+\/\d+\?special=\d+$/);

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
    // Back on the special, the stage shows the progress the server counted.
    await page.locator('video').evaluate((video: HTMLVideoElement) => video.pause());
    await page.getByRole('link', { name: '返回专题' }).click();
    await page.waitForURL(/\/index\/course-learning\/special\/\d+$/);
    const stage = page.getByRole('region', { name: '第一阶段 理论学习' });
    await eventually(
      async () => {
        const text = (await stage.locator('a[href*="/index/videodetails/"]').first().textContent()) ?? '';
        // "已学" part of the row: credited / duration, no longer 00:00:00
        if (text.includes('00:00:00 /')) throw new Error(`stage video shows ${text}`);
      },
      10_000,
      'the stage video showing credited time',
    );
  } finally {
    restoreVideoSetting(saved);
  }
});

e2eTest('学员打开干部专题地址时被告知仅对干部开放', async ({ page }) => {
  await login(page, DEMO.learner4.account, DEMO.learner4.password);
  await page.waitForURL(/\/training2\/index\/home$/);
  await page.goto('/training2/index/course-learning/special/1');
  await page.getByText('该功能仅对干部开放').waitFor();
});
