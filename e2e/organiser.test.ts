// The organiser console as a branch secretary uses it: 孙雨桐 hands in her 心得体会, zb001 returns it
// with a reason, she reads why, corrects it and hands it in again, zb001 approves it with a score,
// and her 成绩报告 shows the score. Then leave requests approved in a batch, one approved alone,
// and a self-registration confirmed.
import type { Browser, Page } from 'playwright-core';
import { newContext } from './support/browser';
import { APP, DEMO, clearWriteUp, e2eTest, login } from './support/helpers';

const SECRETARY = { account: 'zb001', password: 'Zuzhi@2026', name: '周建国' };
const sun = DEMO.topicLearner;
const OPENING = '通过本期入党积极分子培训班的学习，我对党的性质、宗旨和党员的条件有了更深的认识。';
const BODY =
  '在理论学习阶段，我系统学习了马克思主义基本原理和党章，明白了端正入党动机是一个长期的过程，需要在学习、工作和生活中不断经受锻炼。';
const REASON = '请结合第二阶段实践锻炼的经历，写出自己的具体体会。';
const CORRECTION = '在第二阶段的社区志愿服务中，我体会到党员要把为人民服务落实到每一件小事上。';

/** A second person at another computer: their own browser context, signed in. */
async function signedIn(browser: Browser, origin: string, account: string, password: string): Promise<Page> {
  const context = await newContext(browser, origin);
  context.setDefaultTimeout(30_000);
  context.setDefaultNavigationTimeout(60_000);
  const page = await context.newPage();
  await login(page, account, password);
  await page.waitForURL(/\/training2\/index\/home$/);
  return page;
}

async function openConsole(page: Page) {
  await page.getByRole('button', { name: /用户菜单/ }).click();
  await page.getByRole('menuitem', { name: '管理后台' }).click();
  await page.waitForURL(/\/admin\/review\/experience/);
}

async function handIn(page: Page, text: string) {
  await page.getByTestId('work-editor').fill(text);
  await page.getByTestId('work-status').filter({ hasText: '草稿已保存' }).waitFor();
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确认提交' }).click();
  await page.getByTestId('work-readonly').waitFor();
}

/** The queue's row of the learner's item, opened. */
async function openItem(page: Page, kindPath: string, learner: string) {
  await page.goto(`${APP}admin/review/${kindPath}`);
  const row = page.getByRole('row').filter({ hasText: learner });
  await row.getByRole('link').first().click();
  await page.waitForURL(new RegExp(`/admin/review/${kindPath}/\\d+`));
}

e2eTest(
  '管理后台：心得体会被退回、学员看到原因并修改后重新提交、书记评分通过、成绩报告显示分数',
  async ({ page, context, origin }) => {
    clearWriteUp(sun.account);
    await login(page, sun.account, sun.password);
    await page.waitForURL(/\/training2\/index\/home$/);
    await page.goto(`${APP}index/special-training`);
    await page.getByTestId('topic-card').first().click();
    await page.waitForURL(/\/index\/special-training\/\d+$/);
    const topicUrl = page.url();
    const first = [OPENING, ...Array.from({ length: 14 }, () => BODY)].join('\n\n');
    await handIn(page, first);

    // the secretary, at another computer
    const zb = await signedIn(context.browser()!, origin, SECRETARY.account, SECRETARY.password);
    await openConsole(zb);
    await zb.getByRole('row').filter({ hasText: sun.name }).getByRole('link').first().click();
    await zb.getByText(OPENING).first().waitFor();
    await zb.getByText('这是第一次提交').waitFor();
    const form = zb.getByTestId('decision-form');
    await form.getByText('退回', { exact: true }).click();
    await form.getByRole('button', { name: '退回', exact: true }).click();
    await form.getByText('退回时请填写退回原因').waitFor();
    await form.getByLabel('退回原因').fill(REASON);
    await form.getByRole('button', { name: '退回', exact: true }).click();
    await zb
      .getByText(/审核已完成|暂无待审核的事项/)
      .first()
      .waitFor();

    // she is told, with the reason, and finds it above her text
    await page.goto(`${APP}personal-space/messages/index`);
    await page
      .getByText(/心得体会「.+」被退回/)
      .first()
      .click();
    await page.getByText(REASON).first().waitFor();
    await page.goto(topicUrl);
    await page.getByTestId('work-returned').getByText(REASON).waitFor();
    await page.getByTestId('work-returned').getByText(SECRETARY.name).waitFor();
    await handIn(page, `${first}\n\n${CORRECTION}`);
    await page.getByTestId('work-state').filter({ hasText: '已提交' }).waitFor();

    // the secretary reads the correction, sees the earlier return, approves with a score
    await openItem(zb, 'experience', sun.name);
    await zb.getByText(CORRECTION).waitFor();
    await zb.getByText(REASON).waitFor();
    await zb.getByLabel('评分（0–100）').fill('88');
    await zb.getByLabel('评语（选填）').fill('联系实际，体会真切。');
    await zb.getByTestId('decision-form').getByRole('button', { name: '通过', exact: true }).click();
    await zb
      .getByText(/审核已完成|暂无待审核的事项/)
      .first()
      .waitFor();

    await page.goto(topicUrl);
    await page.getByTestId('work-review').getByText('88 分').waitFor();
    await page.goto(`${APP}index/my/report`);
    await page.getByText('联系实际，体会真切。').first().waitFor();
    await page.getByText(/88/).first().waitFor();
    await zb.context().close();
  },
  300_000,
);

e2eTest(
  '管理后台：批量通过请假、单独通过一份请假、确认一名自行注册的学员',
  async ({ page }) => {
    await login(page, SECRETARY.account, SECRETARY.password);
    await page.waitForURL(/\/training2\/index\/home$/);
    await openConsole(page);
    await page.goto(`${APP}admin/review/leave`);
    const rows = page
      .getByRole('row')
      .filter({ has: page.getByRole('checkbox') })
      .filter({ hasText: '待审核' });
    await rows.first().waitFor();
    const waiting = await rows.count();
    if (waiting < 3) throw new Error(`the branch has ${waiting} leave requests waiting, the demo gives three`);
    // the overdue one first
    await rows.first().getByText('逾期').waitFor();

    // one alone: opened, read, approved
    await rows.nth(2).getByRole('link').first().click();
    await page.waitForURL(/\/admin\/review\/leave\/\d+/);
    await page.getByText('请假事由').waitFor();
    await page.getByTestId('decision-form').getByRole('button', { name: '通过', exact: true }).click();
    await page
      .getByText(/审核已完成|暂无待审核的事项|待审核 · 请假/)
      .first()
      .waitFor();

    // the other two in a batch
    await page.goto(`${APP}admin/review/leave`);
    await rows.first().waitFor();
    const left = await rows.count();
    for (let i = 0; i < left; i += 1) await rows.nth(i).getByRole('checkbox').check();
    await page.getByRole('button', { name: `批量通过（${left}）` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定通过' }).click();
    await page.getByText(`已通过 ${left} 项`).waitFor();
    await page.getByText('暂无待审核的事项').waitFor();

    // the self-registered applicant: confirmed
    await openItem(page, 'register', '吴梓轩');
    await page.getByText('计科2501班').first().waitFor();
    await page.getByTestId('decision-form').getByRole('button', { name: '通过', exact: true }).click();
    await page
      .getByText(/审核已完成|暂无待审核的事项/)
      .first()
      .waitFor();
    await page.goto(`${APP}admin/review/register`);
    await page.getByText('暂无待审核的事项').waitFor();
  },
  240_000,
);
