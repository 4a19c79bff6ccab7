// The shell: help popup bounds, page titles, right-click only blocked on the video page.
import type { Page } from 'playwright-core';
import { APP, DEMO, e2eTest, eventually, login } from './support/helpers';
import { VIEWPORT } from './support/browser';

async function loginAs(page: Page, who: { account: string; password: string }) {
  await login(page, who.account, who.password);
  await page.waitForURL(/\/training2\/index\/home$/);
}

e2eTest('帮助弹窗被拖出屏幕时仍有至少 100px 留在窗口内', async ({ page }) => {
  await loginAs(page, DEMO.learner3);
  await page.getByRole('button', { name: new RegExp(DEMO.learner3.name) }).click();
  await page.getByRole('menuitem', { name: '帮助' }).click();
  const popup = page.getByRole('dialog', { name: '帮助中心' });
  await popup.waitFor();
  const bar = page.getByTestId('help-popup-titlebar');

  const inView = async () => {
    const box = (await popup.boundingBox())!;
    const visibleW = Math.min(box.x + box.width, VIEWPORT.width) - Math.max(box.x, 0);
    const visibleH = Math.min(box.y + box.height, VIEWPORT.height) - Math.max(box.y, 0);
    return { box, visibleW, visibleH };
  };
  // Grab the title bar near its left end or its right end (away from the close button), drop
  // it at each edge of the window.
  const drags: { grab: 'left' | 'right'; to: [number, number] }[] = [
    { grab: 'left', to: [VIEWPORT.width - 1, VIEWPORT.height - 1] },
    { grab: 'right', to: [1, 300] },
    { grab: 'left', to: [600, 1] },
    { grab: 'left', to: [600, VIEWPORT.height - 1] },
  ];
  for (const { grab, to } of drags) {
    const b = (await bar.boundingBox())!;
    const x = grab === 'left' ? b.x + 30 : b.x + b.width - 70;
    await page.mouse.move(x, b.y + b.height / 2);
    await page.mouse.down();
    await page.mouse.move(to[0], to[1], { steps: 12 });
    await page.mouse.up();
    const { box, visibleW, visibleH } = await inView();
    expect({ to, visibleW: visibleW >= 99, visibleH: visibleH >= 99 }).toEqual({ to, visibleW: true, visibleH: true });
    expect(box.width).toBeGreaterThanOrEqual(300);
    expect(box.height).toBeGreaterThanOrEqual(200);
  }
  // It can still be closed.
  await popup.getByRole('button', { name: '关闭' }).click();
  await popup.waitFor({ state: 'detached', timeout: 5000 });
});

e2eTest('document.title 随导航变化', async ({ page }) => {
  await page.goto(`${APP}login`);
  await eventually(async () => expect(await page.title()).toContain('登录'), 30_000, 'login title');
  await loginAs(page, DEMO.learner3);
  await eventually(async () => expect(await page.title()).toContain('首页'), 30_000, 'home title');
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '通知公告' }).click();
  await page.waitForURL(/\/index\/notices$/);
  await eventually(async () => expect(await page.title()).toContain('通知公告'), 30_000, 'notices title');
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '考试中心' }).click();
  await eventually(async () => expect(await page.title()).toContain('考试中心'), 30_000, 'exam title');
  await page.goBack();
  await eventually(async () => expect(await page.title()).toContain('通知公告'), 30_000, 'title after back');
});

/** Dispatches a cancelable contextmenu event and tells whether the page prevented it. */
const rightClickBlocked = (page: Page) =>
  page.evaluate(() => {
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: 200, clientY: 200 });
    (document.elementFromPoint(200, 200) ?? document.body).dispatchEvent(event);
    return event.defaultPrevented;
  });

e2eTest('右键只在视频页 /index/videodetails/1/1 被禁用', async ({ page }) => {
  await page.goto(`${APP}login`);
  await page.getByRole('button', { name: '登录', exact: true }).waitFor();
  expect(await rightClickBlocked(page)).toBe(false);
  await loginAs(page, DEMO.learner4);
  expect(await rightClickBlocked(page)).toBe(false);

  // Into the video page inside the running app (as a link would), then back out.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/training2/index/videodetails/1/1');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await eventually(async () => expect(await rightClickBlocked(page)).toBe(true), 30_000, 'blocked on the video page');
  await page.goBack();
  await page.waitForURL(/\/index\/home$/);
  await eventually(async () => expect(await rightClickBlocked(page)).toBe(false), 30_000, 'allowed again on home');

  // Opened directly too.
  await page.goto(`${APP}index/videodetails/1/1`);
  await eventually(async () => expect(await rightClickBlocked(page)).toBe(true), 30_000, 'blocked on a direct visit');
  await page.goto(`${APP}index/notices`);
  await page.getByRole('navigation', { name: '主菜单' }).waitFor();
  expect(await rightClickBlocked(page)).toBe(false);
});
