// A learner picks electives in 选课中心 up to the stage's cap, is offered no more picks there, and
// drops one (confirming first); the home card's 继续学习 leads back into the last video. 陈静's stage caps electives
// at 3 and the demo data has one picked already.
import { DEMO, e2eTest, eventually, login } from './support/helpers';

const { account, password } = DEMO.learner4;

e2eTest('选课中心：选到上限，不再能选，确认后退选一门', async ({ page }) => {
  await login(page, account, password);
  await page.waitForURL(/\/training2\/index\/home$/);
  const resume = page.getByRole('region', { name: '继续学习' }).getByRole('link', { name: '继续学习' });
  expect(await resume.getAttribute('href')).toMatch(/\/training2\/index\/videodetails\/\d+\/\d+$/);

  await page
    .getByRole('navigation', { name: '学习入口' })
    .getByRole('link', { name: /选课中心/ })
    .click();
  await page.waitForURL(/\/index\/course-selection-center$/);
  const quota = page.getByTestId('elective-quota');
  await quota.waitFor();
  const picked = async () => Number(/已选 (\d+)\/3/.exec((await quota.textContent()) ?? '')?.[1]);

  while ((await picked()) < 3) {
    const before = await picked();
    await page.locator('button[aria-label^="选课《"]').first().click();
    await eventually(
      async () => {
        if ((await picked()) !== before + 1) throw new Error(`still ${await picked()} picked`);
      },
      10_000,
      'the pick counted',
    );
  }
  await page.getByText('已达到本阶段的选课上限', { exact: false }).waitFor();

  // at the cap no pick is offered (the server would refuse it: server/modules/lesson/electives.test.ts)
  const full = page.locator('button[aria-label^="选课《"][aria-label$="（已达上限）"]').first();
  await full.waitFor();
  expect(await full.isDisabled()).toBe(true);
  expect(await picked()).toBe(3);

  const drop = page.locator('button[aria-label^="退选《"]').first();
  const title = /退选《(.+)》/.exec((await drop.getAttribute('aria-label')) ?? '')![1];
  await drop.click();
  await page.getByRole('button', { name: `确认退选《${title}》` }).click();
  await page.getByText(`已退选《${title}》`).waitFor();
  await eventually(
    async () => {
      if ((await picked()) !== 2) throw new Error(`${await picked()} picked`);
    },
    10_000,
    'the drop counted',
  );
  await page.locator(`button[aria-label="选课《${title}》"]`).waitFor();

  await page.goto('/training2/index/course-learning');
  await page.getByText('已选 2/3 门', { exact: false }).waitFor();
});
