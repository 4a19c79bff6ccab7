// The course library and reading, read-only for 王浩然 (2022020201): search the library by
// title, open a lesson's extended reading and go on to the next, open a 学习专栏 article.
import { DEMO, e2eTest, login } from './support/helpers';

const { account, password } = DEMO.learner3;

e2eTest('网络课程：按标题搜索、延伸阅读上一篇下一篇、学习专栏文章', async ({ page }) => {
  await login(page, account, password);
  await page.waitForURL(/\/training2\/index\/home$/);
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '网络课程' }).click();
  await page.waitForURL(/\/index\/online-course$/);

  // Search every tag (the default) for 马克思: the keyword lands in the address.
  await page.getByRole('textbox', { name: '课程标题' }).fill('马克思');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await page.waitForURL(/\/index\/online-course\?keyword=/);
  await page.getByText(/^全部分类中标题包含“马克思”的课程共 \d+ 门$/).waitFor();
  const lesson = page.getByRole('link', { name: '马克思主义基本原理概论' });
  await lesson.waitFor();
  // A search with no match says so; Back returns to the match, its text still in the box.
  await page.getByRole('textbox', { name: '课程标题' }).fill('100%_不存在');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await page.getByText('没有找到标题包含“100%_不存在”的课程').waitFor();
  await page.goBack();
  await lesson.waitFor();
  if ((await page.getByRole('textbox', { name: '课程标题' }).inputValue()) !== '马克思') throw new Error('Back lost the search text');

  // The lesson lists its handouts and readings; the first reading leads on to the second.
  await lesson.click();
  await page.waitForURL(/\/index\/course-learning\/\d+\/\d+$/);
  await page
    .getByRole('link', { name: /^下载 .*\.docx$/ })
    .first()
    .waitFor();
  await page.getByRole('link', { name: /为什么说实践是认识的基础/ }).click();
  await page.waitForURL(/\/index\/readdetais\/\d+\/\d+\/\d+$/);
  await page.getByRole('heading', { name: '为什么说实践是认识的基础' }).waitFor();
  await page.locator('.article-body img').first().waitFor();
  const first = page.url();
  await page.getByRole('link', { name: '读懂“人民群众是历史的创造者”' }).click();
  await page.getByRole('heading', { name: '读懂“人民群众是历史的创造者”' }).waitFor();
  if (page.url() === first) throw new Error('next did not change the address');
  await page.getByRole('link', { name: '为什么说实践是认识的基础' }).waitFor();
  await page.getByRole('link', { name: '返回课程' }).click();
  await page.waitForURL(/\/index\/course-learning\/\d+\/\d+$/);

  // 学习专栏 -> a column -> an article.
  await page.goto(page.url().replace(/\/index\/.*$/, '/index/online-course/learn'));
  await page.getByRole('link', { name: '党史故事汇' }).click();
  await page.waitForURL(/\/index\/online-course\/learn\/\d+$/);
  await page.getByRole('link', { name: /半条被子的温暖/ }).click();
  await page.waitForURL(/\/index\/online-course\/learn\/\d+\/\d+$/);
  await page.getByRole('heading', { name: '半条被子的温暖' }).waitFor();
  await page.getByText('专栏：党史故事汇').waitFor();
  await page.getByRole('link', { name: '返回专栏' }).waitFor();
});
