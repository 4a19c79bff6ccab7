// 2022050501 (the exam demo learner) reads his seeded, ended exams: the home card's summary leads
// to 我的考试, a record of an exam that allows review shows his answers, the right ones and the
// explanations, the monthly exam's record shows only the score, the wrong-question book draws its
// chart, filters by category and a question is practised again; the personal space shows the same
// summary; a completed lesson's exam starts, a half-studied one's is disabled with the reason.
// Only seed data is read (server/db/seed/exam): no exam is taken here.
import type { Page } from 'playwright-core';
import { e2eTest, login } from './support/helpers';

const ACCOUNT = { account: '2022050501', password: 'Dangjian@2026' };
const SPRING = '2026年春季入党积极分子培训结业考试';
const MONTHLY = '党的理论知识月考（九月）';

async function openRecord(page: Page, title: string, which: 'first' | 'last', label: '查看答卷' | '查看成绩' = '查看答卷') {
  const links = page.getByRole('link', { name: `${label}：${title}` });
  await (which === 'first' ? links.first() : links.last()).click();
  await page.waitForURL(/\/index\/my\/exam\/\d+$/);
  await page.getByTestId('review-summary').waitFor();
}

async function openLesson(page: Page, title: string) {
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '课程学习' }).click();
  await page.waitForURL(/\/index\/course-learning$/);
  await page.getByRole('navigation', { name: '课程分类' }).getByRole('link', { name: '党章党规' }).click();
  await page.waitForURL(/\/index\/course-learning\/\d+$/);
  await page.locator(`a[aria-label="${title}"]`).first().click();
  await page.waitForURL(/\/index\/course-learning\/\d+\/\d+$/);
  return page.getByRole('region', { name: '课程考试' });
}

e2eTest('我的考试：首页考试概况、考试记录、答卷详情（允许与不允许查看）、错题本（图表、分类、再练一次）', async ({ page }) => {
  await login(page, ACCOUNT.account, ACCOUNT.password);
  await page.waitForURL(/\/training2\/index\/home$/);
  const summary = page.getByRole('region', { name: '我的考试' });
  await summary.getByText('已通过').waitFor();
  await summary.getByRole('link', { name: '查看考试记录' }).click();
  await page.waitForURL(/\/index\/my\/exam$/);

  const rows = page.getByTestId('exam-record');
  await rows.first().waitFor();
  // four seeded records (more only if another run of this account submitted since)
  expect(await rows.count()).toBeGreaterThanOrEqual(4);
  const monthly = rows.filter({ hasText: MONTHLY });
  await monthly.getByText('超时自动交卷').waitFor();
  await monthly.getByText('未通过').waitFor();

  // the first spring attempt (the older one, listed last) failed with wrong answers and allows review
  await openRecord(page, SPRING, 'last');
  await page.getByRole('heading', { name: SPRING }).waitFor();
  await page.getByTestId('review-summary').getByText('交卷', { exact: true }).waitFor();
  const questions = page.getByTestId('review-question');
  expect(await questions.count()).toBeGreaterThan(0);
  const wrong = questions.filter({ hasText: '回答错误' }).first();
  await wrong.getByText('我的答案：').waitFor();
  await wrong.getByText('正确答案：').waitFor();
  await wrong.getByText('解析：').waitFor();

  await page.getByRole('link', { name: '返回考试记录' }).click();
  await page.waitForURL(/\/index\/my\/exam$/);
  // the monthly exam does not allow review: its record offers the score only
  await openRecord(page, MONTHLY, 'first', '查看成绩');
  await page.getByText('该考试不允许查看答卷，只显示成绩。').waitFor();
  expect(await page.getByTestId('review-question').count()).toBe(0);
  await page.getByTestId('review-summary').getByText('超时自动交卷').waitFor();

  await page.getByRole('link', { name: '返回考试记录' }).click();
  await page.getByRole('tab', { name: '错题本' }).click();
  await page.waitForURL(/\/index\/my\/exam\?tab=wrong$/);
  await page.locator('[data-testid=wrong-dist-chart] svg path').first().waitFor();
  const categories = page.getByRole('navigation', { name: '错题分类' });
  await categories.getByRole('button', { name: /^全部/ }).waitFor();
  await categories.getByRole('button', { name: /^党章/ }).click();
  await page.getByTestId('wrong-question').first().waitFor();
  const cards = page.getByTestId('wrong-question');
  for (let i = 0; i < (await cards.count()); i++) expect(await cards.nth(i).getByText('党章', { exact: true }).count()).toBe(1);

  const card = cards.first();
  await card.getByRole('button', { name: '再练一次' }).click();
  const practice = card.getByTestId('practice');
  if ((await practice.getByRole('textbox').count()) > 0) await practice.getByRole('textbox').fill('不知道');
  else await practice.locator('label').first().click();
  await practice.getByRole('button', { name: '提交答案' }).click();
  await practice.getByText(/^回答(正确|错误)$/).waitFor();
  await practice.getByText(/^正确答案：/).waitFor();

  await page.goto('/training2/personal-space/my/index');
  await page.getByRole('region', { name: '我的考试' }).getByText('待参加').waitFor();
});

e2eTest('课程考试：学完的课程可开始考试，学了一半的课程提示请先完成课程学习', async ({ page }) => {
  await login(page, ACCOUNT.account, ACCOUNT.password);
  await page.waitForURL(/\/training2\/index\/home$/);

  const half = await openLesson(page, '中国共产党纪律处分条例解读');
  const halfExam = half.getByTestId('lesson-exam');
  await halfExam.getByText('请先完成课程学习').waitFor();
  expect(await halfExam.getByRole('button', { name: /^开始考试：/ }).isDisabled()).toBe(true);

  const done = await openLesson(page, '中国共产党章程逐条解读');
  const doneExam = done.getByTestId('lesson-exam');
  await doneExam.getByText('《中国共产党章程逐条解读》课程考试').waitFor();
  expect(await doneExam.getByText('请先完成课程学习').count()).toBe(0);
  expect(await doneExam.getByRole('button', { name: /^开始考试：/ }).isEnabled()).toBe(true);
});
