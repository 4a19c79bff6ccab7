// A learner takes an exam on a phone (390x844, touch): from the exam center to the answer screen,
// answering by tapping, the 答题卡 as a bottom sheet to jump to a question, the countdown and 交卷
// in the bar above the paper, and the score after handing in.
import type { Page } from 'playwright-core';
import { APP, DEMO, login, phoneTest } from './support/helpers';

// an exam for every learner, taken by no other test; a learner no other test signs in as
const { account, password } = DEMO.phoneExamLearner;
const EXAM = '党的基本知识综合测试（2026年秋季）';

/** Answers the question on screen by tapping (or typing, for a blank), and waits for 已保存. */
async function answerShown(page: Page) {
  const card = page.getByTestId('exam-question');
  const head = (await card.locator('p').first().textContent()) ?? '';
  if (head.includes('填空题')) await card.getByLabel('请输入答案').fill('民主集中制');
  else if (head.includes('判断题')) await card.getByText('正确', { exact: true }).tap();
  else if (head.includes('多选题')) {
    await card.getByText(/^A\. /).tap();
    await card.getByText(/^B\. /).tap();
  } else await card.getByText(/^A\. /).tap();
  await card.getByTestId('save-status').filter({ hasText: '已保存' }).waitFor();
}

/** The left edge and width of an element, as drawn. */
async function boxOf(page: Page, testId: string) {
  const box = await page.getByTestId(testId).first().boundingBox();
  if (!box) throw new Error(`${testId} is not drawn`);
  return box;
}

phoneTest('手机考试：考试中心开考，点按作答，答题卡底部弹层跳题，交卷看成绩', async ({ page }) => {
  await login(page, account, password);
  await page.waitForURL(/\/training2\/index\/home$/);
  await page.goto(`${APP}index/exam-center`);
  await page.getByRole('heading', { name: '考试中心' }).waitFor();
  await page.getByTestId('exam-card').filter({ hasText: EXAM }).getByRole('button', { name: '开始考试' }).tap();
  await page.getByTestId('exam-info').filter({ hasText: '考试时长 60 分钟，共 30 题' }).waitFor();
  await page.getByRole('dialog').getByRole('button', { name: '开始考试' }).tap();
  await page.getByRole('heading', { name: EXAM }).waitFor();

  // the question across the screen; the countdown and 交卷 on screen; the 答题卡 behind a bar button
  const question = await boxOf(page, 'exam-question');
  if (question.width < 0.6 * 390) throw new Error(`the question is ${question.width}px wide on a 390px phone`);
  await page
    .getByTestId('countdown')
    .filter({ hasText: /^00:5\d:\d\d$|^01:00:00$/ })
    .waitFor();
  await page.getByTestId('leave-count').filter({ hasText: '离开页面 0/3 次' }).waitFor();
  if ((await page.getByTestId('nav-item').count()) !== 0) throw new Error('the 答题卡 is drawn under the question on a phone');
  const bar = await boxOf(page, 'phone-answer-bar');
  if (bar.y + bar.height > 844 + 1) throw new Error(`the bar under the paper ends at ${bar.y + bar.height}px, below the screen`);
  for (const name of ['交卷', '退出考试', '下一题']) {
    const box = await page.getByRole('button', { name, exact: true }).boundingBox();
    if (!box || box.height < 44) throw new Error(`${name} is ${box?.height}px high: too small for a finger`);
  }

  // answer the first three by tapping, one after another
  await page.getByTestId('exam-question').filter({ hasText: '第 1 题' }).waitFor();
  await answerShown(page);
  await page.getByRole('button', { name: '下一题' }).tap();
  await page.getByTestId('exam-question').filter({ hasText: '第 2 题' }).waitFor();
  await answerShown(page);
  await page.getByRole('button', { name: '下一题' }).tap();
  await page.getByTestId('exam-question').filter({ hasText: '第 3 题' }).waitFor();
  await answerShown(page);

  // the 答题卡 rises from the bottom; a tap on 10 closes it on question 10
  await page.getByTestId('open-answer-card').filter({ hasText: '答题卡 3/30' }).tap();
  const sheet = page.getByTestId('answer-card-sheet');
  await sheet.getByTestId('answered-count').filter({ hasText: '已答 3/30' }).waitFor();
  if ((await sheet.locator('[data-testid="nav-item"][data-answered="true"]').count()) !== 3)
    throw new Error('the 答题卡 does not show the 3 answered questions');
  const ten = sheet.getByTestId('nav-item').nth(9);
  const tenBox = await ten.boundingBox();
  if (!tenBox || tenBox.height < 44) throw new Error(`a 答题卡 number is ${tenBox?.height}px high`);
  await ten.tap();
  await sheet.waitFor({ state: 'detached' });
  await page.getByTestId('exam-question').filter({ hasText: '第 10 题' }).waitFor();
  await answerShown(page);
  await page.getByTestId('open-answer-card').filter({ hasText: '答题卡 4/30' }).waitFor();

  // hand in: the confirmation names the blanks, then the score
  await page.getByRole('button', { name: '交卷', exact: true }).tap();
  await page.getByTestId('submit-summary').filter({ hasText: '未作答：第 4、5、6' }).waitFor();
  await page.getByRole('button', { name: '确认交卷' }).tap();
  await page.getByTestId('exam-score').waitFor();
  await page.getByTestId('attempts-left').filter({ hasText: '还可考 1 次' }).waitFor();
});
