// 投票表决 from the organiser's side (issue #43): zb001 starts a single-choice vote for his branch in
// the console; 张晓明, on a phone, finds it among his votes and casts his ballot; the secretary's
// turnout shows him as 已投 without saying what he chose; ended early, the results are published.
import { APP, e2eTest, eventually, login } from './support/helpers';
import { zhang, zhangOnPhone } from './support/zhangPhone';

const SECRETARY = { account: 'zb001', password: 'Zuzhi@2026' };
const TITLE = `支部书记候选人意向 ${Date.now().toString(36)}`;
const OPTIONS = ['同意推荐', '暂不推荐'];

/** datetime-local's value, Beijing time, `minutes` from now */
const beijingInput = (minutes: number) => new Date(Date.now() + 8 * 3_600_000 + minutes * 60_000).toISOString().slice(0, 16);

e2eTest('投票表决：书记发起投票，张晓明用手机投票，书记看到投票情况，提前结束后公布结果', async ({ page, context, origin }) => {
  await login(page, SECRETARY.account, SECRETARY.password);
  await page.waitForURL(/\/training2\/index\/home$/);
  await page.goto(`${APP}admin/votes/new`);
  await page.getByRole('textbox', { name: /投票主题/ }).fill(TITLE);
  await page.getByLabel(/开始时间/).fill(beijingInput(-1));
  await page.getByLabel(/结束时间/).fill(beijingInput(60 * 24));
  await page.getByRole('textbox', { name: '候选项 1 名称' }).fill(OPTIONS[0]);
  await page.getByRole('textbox', { name: '候选项 2 名称' }).fill(OPTIONS[1]);
  await page.getByRole('button', { name: '发起投票', exact: true }).last().click();
  await page.waitForURL(/\/admin\/votes\/\d+$/);
  await page.getByRole('heading', { name: TITLE }).waitFor();
  const row = page.getByTestId('turnout-row').filter({ hasText: zhang.account });
  await row.getByText('未投').waitFor();

  // 张晓明, on his phone: the vote is among his branch's, and his ballot goes in once
  const phone = await zhangOnPhone(context.browser()!, origin);
  await phone.goto(`${APP}personal-space/workbenches/activity?tab=votes`);
  const vote = phone.getByTestId('vote-row').filter({ hasText: TITLE });
  await vote.getByText('未投票').waitFor();
  await vote.getByRole('button', { name: '投票' }).click();
  const dialog = phone.getByRole('dialog');
  // Chakra's radio: a visible label around a hidden input
  await dialog.getByText(OPTIONS[0], { exact: true }).click();
  await dialog.getByRole('button', { name: '提交投票' }).click();
  await dialog.getByRole('button', { name: '确认提交' }).click();
  await dialog.getByTestId('my-ballot').waitFor();
  const width = await phone.evaluate(() => document.documentElement.scrollWidth);
  if (width > 390) throw new Error(`the vote is ${width}px wide on a 390px phone`);

  // the secretary sees that he voted, not what he chose
  await eventually(
    async () => {
      await page.reload();
      await row.getByText('已投', { exact: true }).waitFor({ timeout: 5_000 });
    },
    60_000,
    '张晓明 listed as 已投',
  );
  await page.getByText('投票结束后在这里显示各候选项的得票；投票期间只显示投票情况。').waitFor();

  // ended early: the results are out, with who chose what (a vote that is not anonymous)
  await page.getByRole('button', { name: '提前结束投票' }).click();
  await page.getByRole('button', { name: '确定结束' }).click();
  await page.getByText('投票已结束，以下为最终结果。').waitFor();
  const result = page.getByTestId('result-row').filter({ hasText: OPTIONS[0] });
  await result.filter({ hasText: zhang.name }).waitFor();
});
