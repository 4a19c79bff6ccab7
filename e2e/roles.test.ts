// Role rules: other apps go to the portal, the cadre app has no 学习之路, a default password
// must be changed before anything else.
import { APP, DEMO, e2eTest, eventually, localStorageOf, login, loginForm, pathOf, sleep } from './support/helpers';

e2eTest('appId 1 的用户（other001）登录后来到门户页 /', async ({ page, origin }) => {
  await login(page, DEMO.otherApp.account, DEMO.otherApp.password);
  await page.waitForURL(`${origin}/`, { timeout: 15_000 });
  await page.locator('a[href^="/training2"]').first().waitFor();
  await sleep(1500); // the portal is not a redirect back into the app
  expect(page.url()).toBe(`${origin}/`);
});

e2eTest('门户页说出 other001 是谁、为何在此，退出登录后本机的登录表单又能打开', async ({ page, origin }) => {
  await login(page, DEMO.otherApp.account, DEMO.otherApp.password);
  await page.waitForURL(`${origin}/`, { timeout: 15_000 });
  const session = page.locator('#portal-session');
  await session.getByText(`当前登录：${DEMO.otherApp.name}（账号 ${DEMO.otherApp.account}）`).waitFor({ timeout: 15_000 });
  await session.getByText(/您的账号属于平台的其他系统（.+），不能使用培训学习平台/).waitFor();
  // its entries into the learning platform would only bring the user back here
  expect(await page.locator('[data-learner-entry]:visible').count()).toBe(0);
  await session.getByRole('button', { name: '退出登录' }).click();
  await session.getByText('已退出登录').waitFor();
  const keys = Object.keys(await localStorageOf(page));
  expect(keys.filter((k) => /^training2_(token|userInfo|defaultPassword)$/.test(k))).toEqual([]);
  await page.goto(`${origin}${APP}login`);
  await loginForm(page).getByRole('button', { name: '登录', exact: true }).waitFor({ timeout: 15_000 });
  expect(pathOf(page)).toBe(`${APP}login`);
});

e2eTest('干部 gb001（appId 5）的菜单没有学习之路，/index/learning-the-way 也不显示它', async ({ page }) => {
  await login(page, DEMO.cadre.account, DEMO.cadre.password);
  await page.waitForURL(/\/training2\/index\/home$/);
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await menu.getByRole('link', { name: '首页' }).waitFor();
  await menu.getByRole('link', { name: '通知公告' }).waitFor();
  expect(await menu.getByRole('link', { name: '学习之路' }).count()).toBe(0);
  expect(await page.getByRole('link', { name: /学习之路/ }).count()).toBe(0); // nor an entry tile

  await page.goto(`${APP}index/learning-the-way`);
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await sleep(500);
  const shown = page.getByRole('heading', { name: '学习之路' });
  expect(await shown.count()).toBe(0);
  expect(await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '学习之路' }).count()).toBe(0);
});

e2eTest('学员（appId 6）的菜单有学习之路，页面显示它的标题', async ({ page }) => {
  await login(page, DEMO.learner4.account, DEMO.learner4.password);
  await page.waitForURL(/\/training2\/index\/home$/);
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '学习之路' }).click();
  await page.waitForURL(/\/training2\/index\/learning-the-way$/);
  await page.getByRole('heading', { name: '学习之路' }).waitFor();
});

e2eTest('默认密码的学员（2024010199）改密码之前离不开 /my/change-pwd', async ({ page }) => {
  const { account, password } = DEMO.defaultPwd;
  const newPassword = 'Zihan#2026ok';
  await login(page, account, password);
  await page.waitForURL(/\/training2\/my\/change-pwd$/);

  for (const target of ['index/home', 'index/notices', 'personal-space/my/index']) {
    await page.goto(`${APP}${target}`);
    await page.waitForURL(/\/training2\/my\/change-pwd$/, { timeout: 10_000 });
  }
  expect(await page.getByRole('navigation', { name: '主菜单' }).count()).toBe(0);

  await page.getByLabel('原密码', { exact: true }).fill(password);
  await page.getByLabel('新密码', { exact: true }).fill(newPassword);
  await page.getByLabel('确认新密码', { exact: true }).fill(newPassword);
  const changed = page.waitForResponse((r) => r.url().endsWith('/user/updatePassword'));
  await page.getByRole('button', { name: '确认修改' }).click();
  expect((await (await changed).json()).code).toBe(99999);

  await eventually(() => expect(pathOf(page)).not.toMatch(/\/my\/change-pwd$/), 30_000, 'leaving change-pwd');
  if (pathOf(page).endsWith('/login')) {
    await login(page, account, newPassword);
  }
  await page.goto(`${APP}index/home`);
  await page.getByRole('navigation', { name: '主菜单' }).waitFor();
  await sleep(500);
  expect(pathOf(page)).toBe('/training2/index/home');
});
