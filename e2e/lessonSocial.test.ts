// On the video page a learner writes a note at the player's time and jumps back to it, posts a
// discussion with markup in it and sees it shown as text, and likes the video and unlikes it.
import type { Page } from 'playwright-core';
import { apiLogin, callApi } from './support/api';
import { readState } from './support/state';
import { APP, DEMO, e2eTest, eventually, login } from './support/helpers';

const { account, password } = DEMO.learner3;
const LESSON = '毛泽东思想的形成与发展';

const hms = (s: number) =>
  [Math.floor(s / 3600), Math.floor((s % 3600) / 60), Math.floor(s % 60)].map((n) => String(n).padStart(2, '0')).join(':');

/** The first video of the demo lesson this learner has completed (so any seek is allowed). */
async function demoVideo(): Promise<{ videoId: number; lessonId: number }> {
  const { origin, dbFile } = readState();
  const token = await apiLogin(origin, dbFile, account, password);
  const tags = await callApi<{ id: number }[]>(origin, '/trainingApi/v1/lesson/tags', {}, token);
  for (const tag of tags.data) {
    const page = await callApi<{ list: { id: number; title: string }[] }>(
      origin,
      '/trainingApi/v1/lesson/tagList',
      { tagId: tag.id, pageNum: 1, pageSize: 100 },
      token,
    );
    const lesson = page.data.list.find((l) => l.title === LESSON);
    if (!lesson) continue;
    const videos = await callApi<{ id: number }[]>(origin, '/trainingApi/v1/lesson/videos', { lessonId: lesson.id }, token);
    return { videoId: videos.data[0].id, lessonId: lesson.id };
  }
  throw new Error(`demo lesson ${LESSON} not found`);
}

const currentTime = (page: Page) => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime);

e2eTest('视频页：在当前时间写笔记并跳转，讨论按文本显示，点赞切换', async ({ page }) => {
  const { videoId, lessonId } = await demoVideo();
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await login(page, account, password);
  await page.waitForURL(/\/training2\/index\/home$/);
  await page.goto(`${APP}index/videodetails/${videoId}/${lessonId}`);
  const video = page.locator('video');
  await video.waitFor();

  // play a little, pause: the box says the time the note will carry
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
    await new Promise((r) => setTimeout(r, 2500));
    v.pause();
  });
  const at = Math.floor(await currentTime(page));
  expect(at).toBeGreaterThan(0);
  await eventually(async () => expect(await page.getByTestId('note-time').textContent()).toBe(`记录于 ${hms(at)}`), 5000, 'the note time');
  await page.getByRole('textbox', { name: /记一条笔记/ }).fill('e2e 笔记：实事求是是精髓');
  await page.getByRole('button', { name: '保存笔记' }).click();
  const jump = page.getByRole('list', { name: '笔记' }).getByRole('button', { name: `跳转到 ${hms(at)}` });
  await jump.waitFor();
  await page.getByText('e2e 笔记：实事求是是精髓').waitFor();

  // back to the start, then the note takes the player to its time
  await video.evaluate((v: HTMLVideoElement) => {
    v.currentTime = 0;
  });
  await eventually(async () => expect(await currentTime(page)).toBeLessThan(1), 5000, 'the player at the start');
  await jump.click();
  await eventually(
    async () => {
      const t = await currentTime(page);
      expect(t).toBeGreaterThanOrEqual(at);
      expect(t).toBeLessThan(at + 1);
    },
    5000,
    'the player at the note',
  );

  // a discussion with markup shows as the text typed; nothing in it runs
  const markup = '<img src=x onerror=alert(1)>';
  await page.getByRole('tab', { name: '讨论' }).click();
  await page.getByRole('textbox', { name: /学习体会/ }).fill(`${markup} 讲得好`);
  await page.getByRole('button', { name: '发表' }).click();
  const discussion = page.getByRole('list', { name: '讨论' });
  await discussion.getByText(`${markup} 讲得好`, { exact: true }).waitFor();
  expect(await discussion.locator('img').count()).toBe(0);
  expect(await page.getByRole('textbox', { name: /学习体会/ }).inputValue()).toBe('');

  // the like toggles the count, and back
  const count = async () => Number(/(\d+)/.exec((await page.getByTestId('like-count').textContent()) ?? '')![1]);
  const like = page.getByRole('button', { name: /点赞$/ });
  const before = await count();
  const liked = (await like.getAttribute('aria-pressed')) === 'true';
  await like.click();
  await eventually(async () => expect(await count()).toBe(before + (liked ? -1 : 1)), 5000, 'the count after a like');
  await eventually(async () => expect(await like.isEnabled()).toBe(true), 5000, 'the like answered');
  await like.click();
  await eventually(async () => expect(await count()).toBe(before), 5000, 'the count back');
  expect(dialogs).toEqual([]);
});
