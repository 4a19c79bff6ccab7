// A newcomer's first visit, start to finish, as 2023010101 (no other test uses this account).
import Database from 'better-sqlite3';
import { APP, DEMO, e2eTest, login, localStorageOf, pathOf } from './support/helpers';
import { readState } from './support/state';

const { account, password, name } = DEMO.newcomer;
const NEW_PASSWORD = 'Xiaoming#2026';
const NEW_PHONE = '13912345678';

function userRow(): { phone: string; updatedAt: string } {
  const db = new Database(readState().dbFile, { readonly: true, timeout: 5000 });
  try {
    return db.prepare('SELECT phone, updated_at AS updatedAt FROM "user" WHERE account = ?').get(account) as {
      phone: string;
      updatedAt: string;
    };
  } finally {
    db.close();
  }
}

e2eTest('新用户打开 /training2/：登录、首页通知、通知详情、修改资料、修改密码、退出登录', async ({ page }) => {
  await page.goto(APP);
  await page.waitForURL(/\/training2\/login$/);

  const noticesCall = page.waitForResponse((r) => r.url().endsWith('/cms/notices'), { timeout: 30_000 });
  const { token } = (await login(page, account, password)).data;
  await page.waitForURL(/\/training2\/index\/home$/);
  await page.getByRole('button', { name: new RegExp(name) }).waitFor();

  // The seeded notices are on the home page; open the first one.
  const notices = (await (await noticesCall).json()).data as { id: number; title: string }[];
  expect(notices.length).toBeGreaterThan(0);
  const first = page.getByRole('link', { name: notices[0].title }).first();
  await first.waitFor();
  await first.click();
  await page.waitForURL(new RegExp(`/training2/index/noticesDetails/${notices[0].id}$`));
  await page.getByRole('heading', { name: notices[0].title }).waitFor();

  // Edit personal info: the phone number.
  const before = userRow();
  await page.goto(`${APP}personal-space/my/modify-info`);
  const phone = page.getByLabel('手机号');
  await phone.waitFor();
  await phone.fill(NEW_PHONE);
  // The learner's own profile is saved through user/editUserInfo (spec §7).
  const saved = page.waitForResponse((r) => r.url().endsWith('/user/editUserInfo'));
  await page.getByRole('button', { name: /保存/ }).click();
  expect((await (await saved).json()).code).toBe(99999);
  expect(userRow().phone).toBe(NEW_PHONE);
  expect(userRow().updatedAt).not.toBe(before.updatedAt);

  // Change the password.
  await page.goto(`${APP}personal-space/my/modify-pwd`);
  await page.getByLabel('原密码', { exact: true }).fill(password);
  await page.getByLabel('新密码', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('确认新密码', { exact: true }).fill(NEW_PASSWORD);
  const changed = page.waitForResponse((r) => r.url().endsWith('/user/updatePassword'));
  await page.getByRole('button', { name: '确认修改' }).click();
  expect((await (await changed).json()).code).toBe(99999);

  // Log out from the user menu (or the app has already sent us to log in again).
  if (!pathOf(page).endsWith('/login')) {
    await page.goto(`${APP}index/home`);
    await page.getByRole('button', { name: new RegExp(name) }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
  }
  await page.waitForURL(/\/training2\/login$/);
  const stored = await localStorageOf(page);
  expect(Object.values(stored).some((v) => v.includes(token))).toBe(false);

  // The old password is refused, the new one works.
  await expect(login(page, account, password)).rejects.toThrow(/refused/);
  await login(page, account, NEW_PASSWORD);
  await page.waitForURL(/\/training2\/index\/home$/);
});
