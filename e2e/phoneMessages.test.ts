// 我的消息 on a phone (issue #42): a learner at 390x844 opens the list, taps an unread message,
// reads it, and on the way back the list shows it read and the header's unread count is one less.
import { APP, DEMO, eventually, login, phoneTest } from './support/helpers';

const unreadOf = (label: string | null) => Number(/（(\d+) 条未读）/.exec(label ?? '')?.[1] ?? 0);

phoneTest('手机上的我的消息：点开一条未读消息读完，返回后列表显示已读，页头未读数减一', async ({ page }) => {
  const { account, password } = DEMO.phoneReader;
  await login(page, account, password);
  await page.waitForURL(/\/training2\/index\/home$/);
  const bell = page.getByRole('link', { name: /^消息/ });
  await bell.and(page.locator('[aria-label*="条未读"]')).first().waitFor();
  const before = unreadOf(await bell.first().getAttribute('aria-label'));
  if (before < 1) throw new Error('the demo learner has no unread message');

  await page.goto(`${APP}personal-space/notice/index`);
  const unread = page.locator('[data-testid="message-row"][data-read="false"]').first();
  const link = unread.getByRole('link').first();
  // the row's link reads 未读 before the title
  const title = (await link.innerText()).replace(/^未读\s*/, '').trim();
  const box = await link.boundingBox();
  if (!box || box.height < 44) throw new Error(`the title is ${box?.height ?? 0}px high, under a finger's 44px`);
  await link.tap();
  await page.waitForURL(/\/personal-space\/notice\/detail\?id=\d+/);
  const id = new URL(page.url()).searchParams.get('id');
  await page.getByRole('heading', { name: title }).waitFor();
  await page.getByTestId('message-body').waitFor();
  // the message itself fits the screen (the page's shell around it is measured by npm run check:phone)
  const article = await page
    .locator('article')
    .filter({ has: page.getByTestId('message-body') })
    .boundingBox();
  if (!article || article.x + article.width > 390) throw new Error(`the message runs past the screen: ${JSON.stringify(article)}`);
  await eventually(
    async () => {
      const now = unreadOf(await bell.first().getAttribute('aria-label'));
      if (now !== before - 1) throw new Error(`the header shows ${now} unread, expected ${before - 1}`);
    },
    15_000,
    'the header count dropping by one',
  );

  await page.getByRole('link', { name: '返回', exact: true }).tap();
  await page.waitForURL(/\/personal-space\/notice\/index/);
  const row = page.locator(`[data-testid="message-row"]:has(a[href$="?id=${id}"])`);
  await eventually(
    async () => {
      if ((await row.getAttribute('data-read')) !== 'true') throw new Error('the message is still listed as unread');
    },
    15_000,
    'the list showing the message read',
  );
});
