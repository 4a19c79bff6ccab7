import { chromium } from 'playwright-core';
import { login } from '../e2e/support/helpers';

const origin = 'http://127.0.0.1:4603';
const dbFile = '/tmp/act-data/training2.db';
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, baseURL: origin, locale: 'zh-CN' });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await login(page, '2023010102', 'Dangjian@2026', dbFile);
  await page.waitForURL(/index\/home$/);
  await page.goto('/training2/index/train-activity');
  await page.getByTestId('activity-row').first().waitFor();
  await page.waitForTimeout(600);
  await page.screenshot({ path: '/tmp/et/a1-list.png' });
  await page.getByTestId('activity-row').filter({ hasText: '红色教育基地' }).getByRole('button', { name: '查看详情' }).click();
  await page.getByTestId('activity-detail').waitFor();
  await page.waitForTimeout(600);
  await page.screenshot({ path: '/tmp/et/a2-dialog.png' });
  await page.goto('/training2/index/train-activity?tab=checkins');
  await page.getByTestId('checkin-row').first().waitFor();
  await page.screenshot({ path: '/tmp/et/a3-checkins.png' });
  await page.goto('/training2/index/train-activity?tab=develop');
  await page.waitForTimeout(1000);
  await page.screenshot({ path: '/tmp/et/a4-develop.png' });
  await browser.close();
})().catch((e) => { console.error(e); process.exit(1); });
