// Party life and the personal space as learners use them: a message read drops the header's
// badge at once; a 思想汇报 kept as a draft is finished and submitted; a ballot is cast and the
// results appear once the vote has closed; a post on the board shows markup as text.
import { APP, DEMO, e2eTest, eventually, login, runSql } from './support/helpers';

const unreadOf = async (label: string | null) => Number(/（(\d+) 条未读）/.exec(label ?? '')?.[1] ?? 0);

e2eTest('我的消息：打开一条未读消息，页头的未读数随即减一', async ({ page }) => {
  const { account, password } = DEMO.learner4;
  await login(page, account, password);
  await page.waitForURL(/\/training2\/index\/home$/);
  const bell = page.getByRole('link', { name: /^消息/ });
  await bell.and(page.locator('[aria-label*="条未读"]')).waitFor();
  const before = await unreadOf(await bell.getAttribute('aria-label'));
  if (before < 1) throw new Error('the demo learner has no unread message');
  await bell.click();
  await page.waitForURL(/\/personal-space\/notice\/index/);
  const unread = page.locator('[data-testid="message-row"][data-read="false"]').first();
  // the row's link reads 未读 before the title
  const title = (await unread.getByRole('link').first().innerText()).replace(/^未读\s*/, '').trim();
  await unread.getByRole('link').first().click();
  await page.waitForURL(/\/personal-space\/notice\/detail\?id=\d+/);
  await page.getByRole('heading', { name: title }).waitFor();
  await page.getByTestId('message-body').waitFor();
  await eventually(
    async () => {
      const now = await unreadOf(await bell.getAttribute('aria-label'));
      if (now !== before - 1) throw new Error(`badge shows ${now}, expected ${before - 1}`);
    },
    10_000,
    'the badge dropping by one',
  );
});

e2eTest('入党申请：继续编辑本季度思想汇报草稿，写够字数后提交，之后只读', async ({ page }) => {
  const { account, password } = DEMO.topicLearner;
  await login(page, account, password);
  await page.waitForURL(/\/training2\/index\/home$/);
  await page.goto(`${APP}personal-space/workbenches/rudang`);
  const step = page.getByTestId('develop-step').filter({ hasText: '思想汇报' }).filter({ hasText: '草稿' }).first();
  await step.getByRole('link', { name: '继续编辑' }).click();
  await page.waitForURL(/\/rudang-apply\?step=\d+/);
  const editor = page.getByTestId('develop-editor');
  await editor.waitFor();
  const draft = await editor.inputValue();
  if (draft.trim().length === 0) throw new Error('the seeded draft is not in the editor');
  const more =
    '这一季度，我坚持每周参加党支部组织的理论学习，认真研读党章和习近平新时代中国特色社会主义思想，进一步认识到中国共产党是中国工人阶级的先锋队，同时是中国人民和中华民族的先锋队。在学习和科研中，我努力以党员的标准要求自己，主动帮助同学解决学习中的困难。';
  await editor.fill(`${draft}\n\n${Array.from({ length: 8 }, () => more).join('\n\n')}`);
  await page
    .getByTestId('develop-save-status')
    .filter({ hasText: /已保存/ })
    .waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: '确定提交' }).click();
  await page.getByTestId('develop-readonly').waitFor();
  await page.getByTestId('develop-state').filter({ hasText: '已提交' }).waitFor();
  await page.reload();
  await page.getByTestId('develop-readonly').waitFor();
  if ((await page.getByTestId('develop-editor').count()) !== 0) throw new Error('a submitted report is still editable');
});

e2eTest('投票表决：投出一票，投票结束后看到结果', async ({ page }) => {
  const { account, password } = DEMO.learner4;
  await login(page, account, password);
  await page.waitForURL(/\/training2\/index\/home$/);
  await page.goto(`${APP}personal-space/workbenches/activity?tab=votes`);
  const row = page.getByTestId('vote-row').filter({ hasText: '优秀共产党员' });
  await row.getByText('未投票').waitFor();
  await row.getByRole('button', { name: '投票' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('vote-hint').filter({ hasText: '最多选择 2 项' }).waitFor();
  // Chakra's checkbox: a visible label around a hidden input
  const boxes = dialog.locator('label[data-scope="checkbox"][data-part="root"]');
  await boxes.nth(0).click();
  await boxes.nth(1).click();
  await dialog.getByTestId('vote-hint').filter({ hasText: '已选 2 项' }).waitFor();
  await dialog.getByRole('button', { name: '提交投票' }).click();
  await dialog.getByRole('button', { name: '确认提交' }).click();
  await dialog.getByTestId('my-ballot').waitFor();
  await dialog.getByRole('button', { name: '关闭' }).last().click();
  await row.getByText('已投票').waitFor();

  // the vote closes (its end moved into the past): the results are published
  if (runSql("UPDATE org_vote SET end_time = ? WHERE title LIKE '%优秀共产党员'", new Date(Date.now() - 60_000).toISOString()) < 1)
    throw new Error('no vote to close');
  await page.reload();
  await row.getByRole('button', { name: '查看结果' }).click();
  await page.getByRole('dialog').getByTestId('vote-results').waitFor();
  const items = page.getByRole('dialog').getByTestId('result-item');
  if ((await items.count()) < 2) throw new Error('the results list fewer than two candidates');
  await page
    .getByRole('dialog')
    .getByText(/参与投票 \d+ \/ \d+ 人/)
    .waitFor();
});

e2eTest('党务研讨：发一个帖子，其中的标记按原样显示为文字', async ({ page }) => {
  const { account, password } = DEMO.learner3;
  const payload = '<img src=x onerror="window.__xss=1">学习体会';
  await login(page, account, password);
  await page.waitForURL(/\/training2\/index\/home$/);
  await page.goto(`${APP}index/party/dwyt`);
  const composer = page.getByTestId('sns-composer');
  await composer.getByRole('textbox', { name: /标题/ }).fill('学习党章的一点体会');
  await composer.getByRole('textbox', { name: /正文/ }).fill(payload);
  await composer.getByRole('button', { name: '发表' }).click();
  const post = page.getByTestId('sns-item').filter({ hasText: '学习党章的一点体会' }).first();
  await post.getByTestId('sns-content').filter({ hasText: payload }).waitFor();
  if ((await post.locator('img[src="x"]').count()) !== 0) throw new Error('the post’s markup became an element');
  if (await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)) throw new Error('the post’s script ran');
});
