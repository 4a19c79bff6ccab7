// The player's study rules in Chromium (learner 王浩然, on the last two lessons of the last tag,
// which no other browser test plays): with allowSeek false a seek past the covered part snaps back
// with a message, and a second page starting another video of the same learner pauses the first;
// the part played before a seek, and before leaving through 返回课程, is credited (issue #39).
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { APP, DEMO, e2eTest, eventually, login, patchVideoSetting, restoreVideoSetting } from './support/helpers';
import { readState } from './support/state';

const { account, password } = DEMO.learner3;
const NO_SEEK = '不允许拖动到未学习的位置';
const OTHER_PAGE = '您已在其他页面学习，本页已暂停';

/** The last (or, `skip` 1, the one before) lesson of the last learner tag (cadre tags are not a learner's) and its first two videos (ids), from the server's database. */
function lastLesson(skip = 0): { lessonId: number; videos: number[] } {
  const db = new Database(readState().dbFile, { readonly: true, timeout: 5000 });
  try {
    const tag = db.prepare("SELECT id FROM lesson_tag WHERE audience = 'learner' ORDER BY sort DESC, id DESC LIMIT 1").get() as {
      id: number;
    };
    const lesson = db.prepare('SELECT id FROM lesson WHERE tag_id = ? ORDER BY sort DESC, id DESC LIMIT 1 OFFSET ?').get(tag.id, skip) as {
      id: number;
    };
    const videos = db.prepare('SELECT id FROM lesson_video WHERE lesson_id = ? ORDER BY sort, id').all(lesson.id) as { id: number }[];
    if (videos.length < 2) throw new Error(`lesson ${lesson.id} has ${videos.length} video(s); the test needs two`);
    return { lessonId: lesson.id, videos: videos.map((v) => v.id) };
  } finally {
    db.close();
  }
}

/** The learner's credited seconds on a video, as the server stored them (0 before any). */
function creditedOf(videoId: number): number {
  const db = new Database(readState().dbFile, { readonly: true, timeout: 5000 });
  try {
    const row = db
      .prepare('SELECT credited FROM video_progress WHERE video_id = ? AND user_id = (SELECT id FROM "user" WHERE account = ?)')
      .get(videoId, account) as { credited: number } | undefined;
    return row?.credited ?? 0;
  } finally {
    db.close();
  }
}

async function openVideo(page: Page, videoId: number, lessonId: number) {
  await page.goto(`${APP}index/videodetails/${videoId}/${lessonId}`);
  await page.getByTestId('credited').waitFor();
  await page.locator('video').evaluate(
    (video: HTMLVideoElement) =>
      new Promise((resolve) => {
        if (video.readyState >= 1) resolve(null);
        else video.addEventListener('loadedmetadata', () => resolve(null), { once: true });
      }),
  );
}

const play = (page: Page) =>
  page.locator('video').evaluate((video: HTMLVideoElement) => {
    video.muted = true;
    return video.play();
  });
const currentTime = (page: Page) => page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);
const paused = (page: Page) => page.locator('video').evaluate((video: HTMLVideoElement) => video.paused);

e2eTest('视频学习规则：不允许拖动时向前拖动回弹并提示；另一页面开始学习后本页暂停并提示', async ({ page, context }) => {
  const saved = patchVideoSetting({ heartbeatSeconds: 5, allowSeek: false, pauseOnBlur: false });
  try {
    const { lessonId, videos } = lastLesson();
    await login(page, account, password);
    await page.waitForURL(/\/training2\/index\/home$/);

    // A seek far past what was watched snaps back, with the message.
    await openVideo(page, videos[0], lessonId);
    await play(page);
    await eventually(
      async () => {
        if ((await currentTime(page)) < 1) throw new Error('not playing yet');
      },
      15_000,
      'playback',
    );
    const duration = await page.locator('video').evaluate((video: HTMLVideoElement) => video.duration);
    await page.locator('video').evaluate((video: HTMLVideoElement, to: number) => {
      video.currentTime = to;
    }, duration - 5);
    await page.getByText(NO_SEEK).waitFor();
    await eventually(
      async () => {
        const at = await currentTime(page);
        if (at > duration / 2) throw new Error(`still at ${at} s of ${duration} s`);
      },
      5_000,
      'the snap back',
    );

    // Another page of the same learner starts another video: this page pauses and says why.
    const second = await context.newPage();
    await openVideo(second, videos[1], lessonId);
    await play(second);
    await page.getByText(OTHER_PAGE).waitFor({ timeout: 20_000 });
    await eventually(
      async () => {
        if (!(await paused(page))) throw new Error('the first page still plays');
      },
      5_000,
      'the first page paused',
    );
    expect(await paused(second)).toBe(false);
    await expect(second.getByText(OTHER_PAGE).count()).resolves.toBe(0);
  } finally {
    restoreVideoSetting(saved);
  }
});

e2eTest('视频学习规则：向前拖动前播放的部分立即计入；从“返回课程”离开时发出最后一个心跳', async ({ page }) => {
  // a long heartbeat interval: within it only the seek's report and the last one on leaving can credit anything
  const saved = patchVideoSetting({ heartbeatSeconds: 120, allowSeek: false, pauseOnBlur: false });
  try {
    const { lessonId, videos } = lastLesson(1);
    await login(page, account, password);
    await page.waitForURL(/\/training2\/index\/home$/);

    await openVideo(page, videos[0], lessonId);
    const before = creditedOf(videos[0]);
    await play(page);
    await eventually(
      async () => {
        if ((await currentTime(page)) < 8) throw new Error('not 8 s in yet');
      },
      30_000,
      'eight seconds of playback',
    );
    const duration = await page.locator('video').evaluate((video: HTMLVideoElement) => video.duration);
    await page.locator('video').evaluate((video: HTMLVideoElement, to: number) => {
      video.currentTime = to;
    }, duration - 5);
    await page.getByText(NO_SEEK).waitFor();
    // the seconds played before the seek are reported with it, not at the next heartbeat
    await eventually(
      () => {
        if (creditedOf(videos[0]) < before + 6) throw new Error(`credited ${creditedOf(videos[0])} s`);
      },
      20_000,
      'the part played before the seek credited',
    );
    expect(await currentTime(page)).toBeLessThan(duration / 2);

    // on to the second chapter, then away through 返回课程: its last seconds arrive all the same
    await openVideo(page, videos[1], lessonId);
    const second = creditedOf(videos[1]);
    await play(page);
    await eventually(
      async () => {
        if ((await currentTime(page)) < 6) throw new Error('not 6 s in yet');
      },
      30_000,
      'six seconds of playback',
    );
    await page.getByRole('link', { name: '返回课程' }).click();
    await page.waitForURL(/\/index\/course-learning\/\d+\/\d+$/);
    await eventually(
      () => {
        if (creditedOf(videos[1]) < second + 4) throw new Error(`credited ${creditedOf(videos[1])} s`);
      },
      20_000,
      'the last heartbeat on leaving',
    );
  } finally {
    restoreVideoSetting(saved);
  }
});
