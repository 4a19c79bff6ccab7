// 发展党员 from the organiser's side (issue #43): zb001 opens 李思雨 (发展对象, steps 1-11 recorded,
// the class attended, its 结业考试 not passed) and cannot record 支部委员会审查: the step says what is
// missing and the server refuses it in the form. Once she has passed the exam, the same form
// records it, and her 《发展党员全程记实表》 prints on A4 with the recorded steps; withdrawn as a mistake, it
// may be recorded again.
import fs from 'node:fs';
import path from 'node:path';
import { APP, ARTIFACTS, DEMO, e2eTest, login, runSql } from './support/helpers';

const SECRETARY = { account: 'zb001', password: 'Zuzhi@2026' };
const li = DEMO.learner2;
const EXAM = '发展对象党章党规知识测试';
const MISSING = `发展对象培训班结业考试「${EXAM}」尚未合格`;

/**
 * A closed, passed attempt of the class's exam. Taking an exam through the learner's pages is what
 * examTake.test.ts does; here only its outcome matters, the evidence the gate reads.
 */
function passClassExam(): void {
  const at = new Date().toISOString();
  runSql(
    `insert into exam_record (exam_id, user_id, attempt_no, status, start_time, end_time, closed_at, close_reason, score, passed, paper)
     select e.id, u.id, 1 + coalesce((select max(attempt_no) from exam_record r where r.exam_id = e.id and r.user_id = u.id), 0),
            'closed', ?, ?, ?, 'submitted', 85, 1, '[]'
       from exam e, "user" u where e.title = ? and u.account = ?`,
    at,
    at,
    at,
    EXAM,
    li.account,
  );
}

function clearPassedExam(): void {
  runSql(
    `delete from exam_record where user_id = (select id from "user" where account = ?) and exam_id = (select id from exam where title = ?) and paper = '[]'`,
    li.account,
    EXAM,
  );
}

e2eTest('发展党员：发展对象未通过结业考试不能记录支部委员会审查，通过后可以；记实表可打印', async ({ page }) => {
  // a run of this file before (the same server) recorded the step: start from the demo's state
  runSql(`delete from develop_record where step_no >= 12 and user_id = (select id from "user" where account = ?)`, li.account);
  clearPassedExam();
  await login(page, SECRETARY.account, SECRETARY.password);
  await page.waitForURL(/\/training2\/index\/home$/);
  await page.goto(`${APP}admin/develop`);
  await page.getByRole('link', { name: `查看 ${li.name} 的发展党员记实` }).click();
  await page.waitForURL(/\/admin\/develop\/\d+$/);

  const step12 = page.locator('[data-testid="develop-step"][data-step="12"]');
  await step12.getByTestId('step-missing').filter({ hasText: MISSING }).waitFor();
  await step12.getByText('条件未满足').waitFor();

  // the form is open to it, and the server's refusal is shown there, in its words
  await step12.getByRole('button', { name: '记录第 12 步：支部委员会审查' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/审查意见/).fill('经支部委员会审查，同意提交支部大会讨论。');
  await dialog.getByRole('button', { name: '保存记录' }).click();
  await dialog.getByText(`未满足条件：${MISSING}`).waitFor();
  await dialog.getByRole('button', { name: '取消' }).click();

  passClassExam();
  await page.reload();
  await step12.getByText('可记录').waitFor();
  await step12.getByRole('button', { name: '记录第 12 步：支部委员会审查' }).click();
  // what was typed before the refusal is still there
  await page
    .getByRole('dialog')
    .getByLabel(/审查意见/)
    .waitFor();
  const opinion = page.getByRole('dialog').getByLabel(/审查意见/);
  if ((await opinion.inputValue()) === '') await opinion.fill('经支部委员会审查，同意提交支部大会讨论。');
  await page.getByRole('dialog').getByRole('button', { name: '保存记录' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await step12.getByText('已记录').waitFor();
  await step12.getByText('审查意见：经支部委员会审查，同意提交支部大会讨论。').waitFor();

  // the 记实表, printed
  await page.getByRole('link', { name: '打印记实表' }).click();
  await page.waitForURL(/\/admin\/develop\/\d+\/sheet$/);
  const sheet = page.getByTestId('develop-sheet');
  await sheet.getByRole('heading', { name: /发展党员全程记实表$/ }).waitFor();
  await sheet.getByTestId('sheet-step').filter({ hasText: '支部委员会审查' }).filter({ hasText: '同意提交支部大会讨论' }).waitFor();
  await page.emulateMedia({ media: 'print' });
  if (await page.getByRole('navigation').first().isVisible()) throw new Error('the console navigation prints with the 记实表');
  const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  fs.writeFileSync(path.join(ARTIFACTS, 'develop-sheet.pdf'), pdf);
  const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  if (pages < 1 || pages > 3) throw new Error(`the 记实表 printed on ${pages} A4 pages`);

  // a step recorded by mistake is withdrawn with a reason, and may be recorded again
  await page.emulateMedia({ media: 'screen' });
  await page.goBack();
  await page.waitForURL(/\/admin\/develop\/\d+$/);
  await step12.getByRole('button', { name: '撤销第 12 步：支部委员会审查' }).click();
  await page
    .getByRole('dialog')
    .getByLabel(/撤销原因/)
    .fill('审查日期记录错误，撤销后重新记录');
  await page.getByRole('dialog').getByRole('button', { name: '确认撤销' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await step12.getByText('可记录').waitFor();
  // examTake.test.ts takes this exam as 李思雨 from no attempt: the evidence written above goes
  clearPassedExam();
});
