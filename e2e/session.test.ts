// A token that expired on the server: the toast, then /login about a second later, storage cleared.
import { DEMO, e2eTest, expireSessions, localStorageOf, login } from './support/helpers';

const { account, password, name } = DEMO.learner2;

e2eTest('服务器上过期的 token：提示 token过期，请重新登录，约 1 秒后回到登录页并清空本地存储', async ({ page }) => {
  const loggedIn = await login(page, account, password);
  await page.waitForURL(/\/training2\/index\/home$/);
  await page.getByRole('button', { name: new RegExp(name) }).waitFor();
  expect(Object.values(await localStorageOf(page)).some((v) => v.includes(loggedIn.data.token))).toBe(true);

  // Let the home page's own calls finish first: only the call made after expiry counts.
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  expect(expireSessions(account)).toBeGreaterThan(0);
  const refused = page.waitForResponse((r) => r.url().endsWith('/cms/noticeList'), { timeout: 15_000 });
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '通知公告' }).click();
  const envelope = await (await refused).json();
  const refusedAt = Date.now();
  expect(envelope.code).toBe(10003);

  await page.getByText('token过期，请重新登录').first().waitFor({ timeout: 5000 });
  expect(page.url()).not.toMatch(/\/login$/); // not yet: the redirect waits a second
  await page.waitForURL(/\/training2\/login$/, { timeout: 10_000 });
  const waited = Date.now() - refusedAt;
  expect(waited).toBeGreaterThanOrEqual(700);
  expect(waited).toBeLessThan(5000);

  const stored = await localStorageOf(page);
  expect(Object.values(stored).some((v) => v.includes(loggedIn.data.token))).toBe(false);
});
