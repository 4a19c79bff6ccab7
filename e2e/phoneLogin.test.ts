// Issue #42, the first journey on a phone (390x844, touch): a learner signs in through the login
// form by tapping, lands on 首页, goes to 通知公告 and reads a notice; no screen on the way
// scrolls sideways.
import type { Locator, Page } from 'playwright-core';
import { readCaptchaAnswer } from './support/api';
import { APP, DEMO, eventually, loginForm, phoneTest, trackCaptcha } from './support/helpers';
import { readState } from './support/state';

const { account, password, name } = DEMO.phoneSignIn;

/** How far the page's content reaches past the window's right edge (0: no sideways scrolling). */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function tapAndType(field: Locator, text: string) {
  await field.tap();
  await field.fill(text);
}

phoneTest('手机上：触屏登录，进入通知公告，打开并阅读一条公告', async ({ page }) => {
  const captchaId = trackCaptcha(page);
  await page.goto(`${APP}login`);
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  expect(await sideways(page)).toBe(0);

  const form = loginForm(page);
  await tapAndType(form.getByLabel('账号', { exact: true }), account);
  await tapAndType(form.getByLabel('密码', { exact: true }), password);
  await tapAndType(form.getByLabel('验证码', { exact: true }), readCaptchaAnswer(readState().dbFile, await captchaId()));
  const submit = page.getByRole('button', { name: '登录', exact: true });
  // a finger's room on every control of the form
  for (const control of [form.getByLabel('账号', { exact: true }), form.getByLabel('验证码', { exact: true }), submit]) {
    expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  await submit.tap();

  await page.waitForURL(/\/training2\/index\/home$/);
  await page.getByRole('region', { name: '新闻动态' }).waitFor();
  // a phone's header shows the avatar alone; its button still names the learner
  await page.getByRole('button', { name: `用户菜单 ${name}` }).waitFor();
  expect(await sideways(page)).toBe(0);

  // the main menu is a drawer behind 菜单 on a phone
  await page.getByRole('button', { name: '菜单', exact: true }).tap();
  const menu = page.getByRole('dialog', { name: '主菜单' });
  await menu.getByRole('link', { name: '通知公告' }).tap();
  await page.waitForURL(/\/training2\/index\/notices$/);
  await menu.waitFor({ state: 'detached' });
  const heading = page.getByRole('heading', { level: 1, name: '通知公告' });
  await heading.waitFor();
  expect(await sideways(page)).toBe(0);

  const first = page.getByRole('main').getByRole('listitem').first().getByRole('link').first();
  const title = (await first.innerText()).trim();
  expect(title.length).toBeGreaterThan(0);
  await first.tap();
  await page.waitForURL(/\/training2\/index\/noticesDetails\/\d+/);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  const body = page.locator('article .article-body');
  await eventually(async () => expect((await body.innerText()).trim().length).toBeGreaterThan(20), 15_000, 'the notice body');
  // the article reads within the screen: its body as wide as the screen allows, nothing past the edge
  const box = (await body.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.width).toBeGreaterThan(280);
  expect(await sideways(page)).toBe(0);

  await page.getByRole('link', { name: '返回列表' }).tap();
  await page.waitForURL(/\/training2\/index\/notices/);
  await heading.waitFor();
});
