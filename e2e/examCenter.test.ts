// The exam center as the exam learner sees it: tabs with counts, an upcoming exam counting down,
// the rules before an attempt (cancelled here: this file starts nothing), the ended tab with the
// way to a result.
import { APP, e2eTest, login } from './support/helpers';

const account = '2022050501';
const password = 'Dangjian@2026';

e2eTest('考试中心：分类与数量、未开始的倒计时、考试须知、已结束的查看成绩', async ({ page }) => {
  await login(page, account, password);
  await page.waitForURL(/\/training2\/index\/home$/);
  await page.goto(`${APP}index/exam-center`);
  await page.getByRole('heading', { name: '考试中心' }).waitFor();
  const card = (title: string) => page.getByTestId('exam-card').filter({ hasText: title });

  // lesson exams are listed too (with their lesson), so the upcoming ones are under their own tab
  await card('《中国共产党章程逐条解读》课程考试').getByText('课程考试 · 中国共产党章程逐条解读').waitFor();
  await page.getByRole('button', { name: /^未开始 \(\d+\)$/ }).click();
  await page.waitForURL(/\/index\/exam-center\?tab=upcoming$/);
  await card('党的二十大精神学习测试')
    .getByTestId('opens-in')
    .filter({ hasText: /^距开考 \d\d:\d\d:\d\d$/ })
    .waitFor();
  await card('党史知识竞赛（初赛）')
    .getByTestId('opens-in')
    .filter({ hasText: /^距开考 \d 天 \d+ 小时 \d+ 分$/ })
    .waitFor();
  await page.getByRole('button', { name: /^全部 \(\d+\)$/ }).click();
  await page.waitForURL(/\/index\/exam-center$/);

  await card('廉洁教育专题小测（5分钟）').getByRole('button', { name: '开始考试' }).click();
  const rules = page.getByTestId('exam-info');
  await rules.filter({ hasText: '考试时长 5 分钟，共 10 题，满分 100 分，60 分及格。' }).waitFor();
  await rules.filter({ hasText: '超过 2 次，系统将自动交卷' }).waitFor();
  await page.getByRole('button', { name: '取消' }).click();
  await rules.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: /^已结束 \(\d+\)$/ }).click();
  await page.waitForURL(/\/index\/exam-center\?tab=ended$/);
  await card('党章学习周测（第十周）').getByRole('link', { name: '查看成绩' }).waitFor();
  if ((await page.getByTestId('exam-card').filter({ hasText: '廉洁教育专题小测' }).count()) !== 0)
    throw new Error('an open exam under 已结束');
});
