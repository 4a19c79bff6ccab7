// On a phone (390x844, touch): a learner of this term's class opens her topic, types her 心得体会
// into a text box that fits the screen, finds the draft again after a reload, hands it in through
// a confirmation that fits the screen and sees the write-up 已提交 and read-only.
import type { Locator, Page } from 'playwright-core';
import { APP, DEMO, clearWriteUp, login, phoneTest } from './support/helpers';

const { account, password } = DEMO.phoneWriter;
const OPENING = '在手机上撰写心得：通过本期培训，我对党的性质和宗旨有了更深的认识。';
const BODY =
  '在理论学习阶段，我系统学习了马克思主义基本原理和党章，明白了端正入党动机是一个长期的过程，需要在学习、工作和生活中不断经受锻炼。';

/** The box lies inside the screen's width (nothing to scroll sideways to reach it). */
async function fitsScreen(page: Page, box: Locator, what: string, minWidth: number) {
  const width = page.viewportSize()!.width;
  const b = await box.boundingBox();
  if (!b) throw new Error(`${what} is not on screen`);
  if (b.x < 0 || b.x + b.width > width + 0.5) throw new Error(`${what} runs past the screen (${b.x}–${b.x + b.width} of ${width} px)`);
  if (b.width < minWidth) throw new Error(`${what} is only ${b.width} px wide`);
}

phoneTest('手机上撰写心得体会：输入框适合屏幕、刷新后草稿仍在、确认提交后已提交', async ({ page }) => {
  clearWriteUp(account);
  await login(page, account, password);
  await page.waitForURL(/\/training2\/index\/home$/);
  await page.goto(`${APP}index/special-training`);
  await page.getByTestId('topic-card').filter({ hasText: '入党积极分子培训班' }).first().tap();
  await page.waitForURL(/\/index\/special-training\/\d+$/);
  await page.getByTestId('requirement').filter({ hasText: '心得体会尚未撰写' }).waitFor();

  // the text box takes the screen's width; a tap puts the caret in it, then the learner types
  // (the opening key by key; the rest as a phone's input method commits a phrase at a time)
  const editor = page.getByTestId('work-editor');
  await editor.scrollIntoViewIfNeeded();
  await fitsScreen(page, editor, 'the write-up box', 300);
  await editor.tap();
  await page.keyboard.type(OPENING);
  for (let i = 0; i < 14; i++) await page.keyboard.insertText(`\n\n${BODY}`);
  const text = [OPENING, ...Array.from({ length: 14 }, () => BODY)].join('\n\n');
  if ((await editor.inputValue()) !== text) throw new Error('the box does not hold what was typed');
  await page.getByTestId('work-status').filter({ hasText: '草稿已保存' }).waitFor({ timeout: 30_000 });

  await page.reload();
  await editor.waitFor();
  if ((await editor.inputValue()) !== text) throw new Error('the draft typed on the phone is not back after a reload');
  await page.getByTestId('work-state').filter({ hasText: '草稿' }).waitFor();

  // 提交 is a touch target, and its confirmation fits the screen
  const submit = page.getByRole('button', { name: '提交', exact: true });
  await submit.scrollIntoViewIfNeeded();
  const height = (await submit.boundingBox())?.height ?? 0;
  if (height < 44) throw new Error(`提交 is ${height} px high on a phone`);
  await submit.tap();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText('确认提交心得体会？').waitFor();
  await fitsScreen(page, confirm, 'the confirmation', 300);
  await confirm.getByRole('button', { name: '确认提交' }).tap();

  await page.getByTestId('work-readonly').getByText(OPENING).waitFor();
  await page.getByTestId('work-state').filter({ hasText: '已提交' }).waitFor();
  await page.reload();
  await page.getByTestId('work-readonly').waitFor();
  if ((await page.getByTestId('work-editor').count()) !== 0) throw new Error('a submitted write-up is still editable');
  await page.getByTestId('requirement').filter({ hasText: '提交心得体会' }).and(page.locator('[data-met="true"]')).waitFor();
});
