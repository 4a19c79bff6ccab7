// 三会一课 with QR check-in (issue #43): zb001 schedules a 主题党日 for his branch in the console and
// shows its QR code; 张晓明, on a phone, opens the address the code holds (as the camera would),
// is told he is checked in, and appears as 出席 in the secretary's attendance list without a reload.
import { PHONES } from './support/phoneLayout';
import { APP, e2eTest, eventually, login } from './support/helpers';
import { zhang, zhangOnPhone } from './support/zhangPhone';

const SECRETARY = { account: 'zb001', password: 'Zuzhi@2026' };
const TITLE = `主题党日：参观校史馆 ${Date.now().toString(36)}`;

/** datetime-local's value, Beijing time, `minutes` from now */
const beijingInput = (minutes: number) => new Date(Date.now() + 8 * 3_600_000 + minutes * 60_000).toISOString().slice(0, 16);

e2eTest('会议签到：书记安排主题党日并出示二维码，张晓明用手机打开签到地址，出现在出席名单中', async ({ page, context, origin }) => {
  await login(page, SECRETARY.account, SECRETARY.password);
  await page.waitForURL(/\/training2\/index\/home$/);
  await page.goto(`${APP}admin/meetings/new`);
  await page.getByRole('radio', { name: /计算机学院本科生第一党支部全体成员（\d+ 人）/ }).waitFor();
  await page.getByRole('combobox', { name: /会议类别/ }).selectOption('主题党日');
  await page.getByRole('textbox', { name: /会议主题/ }).fill(TITLE);
  await page.getByRole('textbox', { name: /地点/ }).fill('校史馆一楼');
  await page.getByLabel(/开始时间/).fill(beijingInput(10));
  await page.getByLabel(/结束时间/).fill(beijingInput(130));
  await page.getByRole('button', { name: '安排会议', exact: true }).click();
  await page.waitForURL(/\/admin\/meetings\/\d+$/);
  await page.getByRole('heading', { name: TITLE }).waitFor();
  await page.getByRole('button', { name: '显示签到二维码' }).click();
  const qr = page.getByRole('img', { name: '签到二维码' });
  await qr.waitFor();
  const url = await qr.getAttribute('data-qr-value');
  if (!url?.startsWith(`${origin}${APP}index/check-in?code=`)) throw new Error(`the QR code holds ${url}`);
  const row = page.getByTestId('attendance-row').filter({ hasText: zhang.account });
  await row.filter({ hasText: '未签到' }).waitFor();

  // 张晓明, his phone's camera on the screen
  const phone = await zhangOnPhone(context.browser()!, origin);
  await phone.goto(url);
  await phone.getByText('签到成功', { exact: true }).waitFor();
  await phone.getByText(TITLE, { exact: true }).waitFor();
  const width = await phone.evaluate(() => document.documentElement.scrollWidth);
  if (width > PHONES[1].width) throw new Error(`the check-in page is ${width}px wide on a ${PHONES[1].width}px phone`);
  // the same code again (a second scan): still checked in, once
  await phone.reload();
  await phone.getByText('签到成功', { exact: true }).waitFor();

  // the secretary's list follows the check-ins
  await eventually(
    async () => {
      const text = await row.innerText();
      if (!text.includes('出席')) throw new Error(`张晓明's row reads ${text}`);
    },
    30_000,
    '张晓明 listed as 出席',
  );
  await page
    .getByTestId('meeting-summary')
    .filter({ hasText: /实到 1 \/ 应到 \d+/ })
    .waitFor();
  await phone.context().close();
});
