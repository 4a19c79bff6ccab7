// A learner signs up for a training activity and asks for leave from it; the full activity
// refuses another sign-up; 我的活动 lists the new one.
import { APP, DEMO, e2eTest, login } from './support/helpers';

const { account, password } = DEMO.activist;
const ACTIVITY = '结业考试考前辅导';

e2eTest('集中培训：报名活动、请假、名额已满的活动不能报名、我的活动', async ({ page }) => {
  await login(page, account, password);
  await page.waitForURL(/\/training2\/index\/home$/);
  await page.goto(`${APP}index/train-activity`);
  await page.getByRole('heading', { name: '集中培训' }).waitFor();
  const row = (title: string) => page.getByTestId('activity-row').filter({ hasText: title });

  await row(ACTIVITY).getByRole('button', { name: '查看详情' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('activity-detail').waitFor();
  await dialog.getByRole('button', { name: '报名', exact: true }).click();
  await dialog.getByText('报名成功').waitFor();
  await dialog.getByRole('button', { name: '请假' }).click();
  await dialog.getByLabel('请假事由').fill('当天需参加学院组织的学术会议，申请请假。');
  await dialog.getByRole('button', { name: '提交请假' }).click();
  await dialog.getByText('请假申请已提交').waitFor();
  await dialog.getByTestId('leave-detail').filter({ hasText: '请假待审批' }).waitFor();
  await dialog.getByRole('button', { name: '关闭' }).first().click();
  await row(ACTIVITY).getByText('已报名', { exact: true }).waitFor();
  await row(ACTIVITY).getByText('请假待审批').waitFor();

  await row('红色教育基地现场教学').getByRole('button', { name: '查看详情' }).click();
  await dialog.getByTestId('activity-detail').filter({ hasText: '名额已满' }).waitFor();
  if ((await dialog.getByRole('button', { name: '报名', exact: true }).count()) !== 0) throw new Error('a full activity offers 报名');
  await dialog.getByRole('button', { name: '关闭' }).first().click();

  await page.getByRole('button', { name: '我的活动' }).click();
  await page.waitForURL(/\?tab=mine$/);
  await row(ACTIVITY).waitFor();
});
