// A learner opens this term's topic, reads a material of a stage, writes the write-up, closes
// the tab before it could be saved, comes back to find the text, submits it and sees it read-only.
import { APP, DEMO, clearWriteUp, e2eTest, login } from './support/helpers';

const { account, password } = DEMO.topicLearner;
const OPENING = '通过本期入党积极分子培训班的学习，我对党的性质、宗旨和党员的条件有了更深的认识。';
const BODY =
  '在理论学习阶段，我系统学习了马克思主义基本原理和党章，明白了端正入党动机是一个长期的过程，需要在学习、工作和生活中不断经受锻炼。';

e2eTest('专题培训：阅读学习资料、撰写心得体会、关闭页面后草稿仍在、提交后只读', async ({ page, context }) => {
  clearWriteUp(account);
  await login(page, account, password);
  await page.waitForURL(/\/training2\/index\/home$/);
  await page.goto(`${APP}index/special-training`);
  await page.getByTestId('topic-card').first().click();
  await page.waitForURL(/\/index\/special-training\/\d+$/);
  const topicUrl = page.url();
  await page.getByTestId('requirement').filter({ hasText: '心得体会尚未撰写' }).waitFor();

  // a stage's materials: reading an article marks it read
  await page.getByTestId('stage-row').first().getByRole('link', { name: '学习资料' }).click();
  await page.waitForURL(/\/xxzl\/\d+$/);
  const article = page.getByTestId('material-row').filter({ hasText: '端正入党动机' });
  await article.getByText('未学').waitFor();
  await article.getByRole('button', { name: '阅读' }).click();
  await page
    .getByTestId('article-body')
    .getByText(/正确的入党动机只有一个/)
    .waitFor();
  await page.getByRole('dialog').getByRole('button', { name: '关闭' }).last().click();
  await article.getByText('已学').waitFor();

  // write, and close the tab at once: no autosave has run yet
  await page.goto(topicUrl);
  const text = [OPENING, ...Array.from({ length: 14 }, () => BODY)].join('\n\n');
  await page.getByTestId('work-editor').fill(text);
  await page.close({ runBeforeUnload: true });

  const again = await context.newPage();
  await again.goto(topicUrl);
  const editor = again.getByTestId('work-editor');
  await editor.waitFor();
  if ((await editor.inputValue()) !== text) throw new Error('the write-up typed before closing the tab is not back');
  await again.getByTestId('work-status').filter({ hasText: '草稿已保存' }).waitFor();

  await again.getByRole('button', { name: '提交', exact: true }).click();
  await again.getByRole('alertdialog').getByRole('button', { name: '确认提交' }).click();
  await again.getByTestId('work-readonly').getByText(OPENING).waitFor();
  await again.getByTestId('work-state').filter({ hasText: '已提交' }).waitFor();
  await again.reload();
  await again.getByTestId('work-readonly').waitFor();
  if ((await again.getByTestId('work-editor').count()) !== 0) throw new Error('a submitted write-up is still editable');
  await again.getByTestId('requirement').filter({ hasText: '提交心得体会' }).and(again.locator('[data-met="true"]')).waitFor();
});

e2eTest('专题培训：学习任务上传文件时显示上传进度，保存为草稿，确认提交后待审核', async ({ page }) => {
  await login(page, account, password);
  await page.waitForURL(/\/training2\/index\/home$/);
  await page.goto(`${APP}index/special-training`);
  await page.getByTestId('topic-card').first().click();
  const row = page.getByTestId('task-row').filter({ hasText: '提交入党申请书扫描件' });
  await row.getByRole('button', { name: '办理' }).click();
  await page.getByTestId('task-missing').filter({ hasText: '尚未上传文件' }).waitFor();

  // a 2 MB scan over a slow campus uplink (about 0.5 MB/s): the bar shows while it goes
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: 4 * 1024 * 1024,
    uploadThroughput: 512 * 1024,
  });
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2 * 1024 * 1024, 0x20), Buffer.from('\n%%EOF\n')]);
  await page.getByTestId('task-file-input').setInputFiles({ name: '入党申请书.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByTestId('task-progress').waitFor();
  await page.getByTestId('task-file-name').filter({ hasText: '入党申请书.pdf' }).waitFor({ timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  // the scan opens in the page by an address signed for minutes; the bare address is refused
  await page.getByTestId('task-file-preview').click();
  const frame = page.getByTestId('document-frame');
  await frame.waitFor();
  const src = (await frame.getAttribute('src')) ?? '';
  expect(src).toMatch(/^\/uploads\/.+\.pdf\?expires=\d+&signature=/);
  const status = (url: string) => page.evaluate(async (u) => (await fetch(u)).status, url);
  expect(await status(src)).toBe(200);
  expect(await status(src.split('?')[0])).toBe(403);
  await page.getByTestId('document-preview').getByRole('button', { name: '关闭' }).click();

  await page.getByLabel('递交入党申请书日期').fill('2026-03-01');
  // 保存 keeps a draft: complete, yet not handed in; 提交 asks first, then hands it in
  await page.getByRole('button', { name: '保存', exact: true }).click();
  // the draft was 未提交 before the save too: the saved notice is what says the save is done
  await page.getByRole('status').filter({ hasText: '已保存草稿，尚未提交' }).waitFor();
  await page.getByTestId('task-state').filter({ hasText: '未提交' }).waitFor();
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await page.getByTestId('task-submit-confirm').getByText('确认提交后将交由党支部审核，审核期间不能修改').waitFor();
  await page.getByRole('button', { name: '确认提交' }).click();
  await page.getByTestId('task-state').filter({ hasText: '待审核' }).waitFor();
  await page.getByRole('dialog').press('Escape');
  await row.getByText('待审核').waitFor();
});
