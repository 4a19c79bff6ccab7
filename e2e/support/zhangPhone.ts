// 张晓明 (DEMO.newcomer, 计算机学院本科生第一党支部) signed in on a 390x844 phone beside an organiser's
// page: the learner's half of the console's journeys (a meeting's check-in, a branch's vote).
import type { Browser, Page } from 'playwright-core';
import { DEMO, login, runSql } from './helpers';
import { newPhoneContext, PHONES } from './phoneLayout';

export const zhang = DEMO.newcomer;

/**
 * 张晓明's demo password again: newcomer.test.ts changes it, and the files share one server. His
 * classmate 李思雨 has the same demo password; a salted hash is good for any account.
 */
function demoPasswordForZhang(): void {
  runSql(
    `update "user" set password_hash = (select password_hash from "user" where account = ?), default_password = 0 where account = ?`,
    DEMO.learner2.account,
    zhang.account,
  );
  runSql(`delete from login_failure where account = ?`, zhang.account);
}

export async function zhangOnPhone(browser: Browser, origin: string): Promise<Page> {
  demoPasswordForZhang();
  const context = await newPhoneContext(browser, origin, PHONES[1]);
  context.setDefaultTimeout(30_000);
  context.setDefaultNavigationTimeout(60_000);
  const page = await context.newPage();
  await login(page, zhang.account, zhang.password);
  await page.waitForURL(/\/training2\/index\/home$/);
  return page;
}
