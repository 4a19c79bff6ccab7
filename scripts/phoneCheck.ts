// `npm run check:phone`: every route of the learner's table (e2e/legacy/routes.ts) opened as a
// logged-in learner on a phone (360x740 and 390x844, touch, mobile user agent), and every finding
// of e2e/support/phoneLayout.ts printed: sideways scrolling, text past the right edge, text
// squeezed under 120 px, texts drawn over each other, a narrow exam question, a target smaller
// than a finger beside another.
//   PHONE_SHOTS=dir   also saves a screenshot of each screen there (<width>/<route>.png)
//   PHONE_ROUTES=re   only the routes matching the regular expression
//   PHONE_ACCOUNT=a   the learner to sign in as (default 2023010103, a 入党积极分子 of a class)
//   PHONE_DESKTOP=1   the same screens at 1366x768 on a desktop instead (screenshots to compare a
//                     change with; no findings: the rules are a phone's)
//   PHONE_CONSOLE=1   the organiser console instead (consoleAddresses()), as branch secretary zb001
//   PHONE_FAIL=1      after signing in, every API call fails as an unreachable server does: each
//                     screen's error state, checked by the same rules
// Ends with `phone: N screens, M with findings`; exits 1 when any screen has one.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { concreteRoutes, consoleAddresses } from '../e2e/legacy/routes';
import { launchBrowser, newContext, VIEWPORT } from '../e2e/support/browser';
import { APP, login } from '../e2e/support/helpers';
import { newPhoneContext, openSettled, phoneFindings, PHONES } from '../e2e/support/phoneLayout';
import { startServer, stopServer } from '../e2e/support/server';
import { buildIfStale } from './buildIfStale';

const CONSOLE = process.env.PHONE_CONSOLE === '1';
const ACCOUNT = CONSOLE ? 'zb001' : process.env.PHONE_ACCOUNT || '2023010103';
const PASSWORDS: Record<string, string> = { gb001: 'Ganbu@2026', zb001: 'Zuzhi@2026' };

async function main() {
  buildIfStale();
  const server = await startServer();
  const browser = await launchBrowser();
  const only = process.env.PHONE_ROUTES ? new RegExp(process.env.PHONE_ROUTES) : null;
  let screens = 0;
  let bad = 0;
  try {
    const db = new Database(server.dbFile, { readonly: true });
    const first = (table: string) => (db.prepare(`SELECT id FROM ${table} ORDER BY id LIMIT 1`).get() as { id: number }).id;
    const ids = { notice: first('notice'), news: first('news') };
    // The table opens rudang-apply without a step (its empty state); a learner's own 入党 documents
    // are long forms, so each state of them is opened too: the editor, a hand-in under review, a verdict.
    const documents = (
      db
        .prepare(
          `SELECT MIN(s.id) AS id FROM develop_step s JOIN user u ON u.id = s.user_id WHERE u.account = ? GROUP BY s.state ORDER BY s.state`,
        )
        .all(ACCOUNT) as { id: number }[]
    ).map((d) => `personal-space/workbenches/rudang-apply?step=${d.id}`);
    db.close();
    const routes = (CONSOLE ? consoleAddresses() : [...concreteRoutes(ids), ...documents]).filter(
      (r) => r !== 'no-such-page' && (!only || only.test(r)),
    );
    const desktop = process.env.PHONE_DESKTOP === '1';
    const sizes = desktop ? [{ name: '1366x768', ...VIEWPORT }] : PHONES;
    for (const phone of sizes) {
      const context = desktop ? await newContext(browser, server.origin) : await newPhoneContext(browser, server.origin, phone);
      context.setDefaultTimeout(60_000);
      const page = await context.newPage();
      await login(page, ACCOUNT, PASSWORDS[ACCOUNT] ?? 'Dangjian@2026', server.dbFile);
      await page.waitForURL(CONSOLE ? /\/admin|\/index\/home/ : /\/index\/home|change-pwd/);
      if (process.env.PHONE_FAIL === '1') await page.route(/\/trainingApi\//, (route) => route.abort('connectionrefused'));
      for (const route of routes) {
        await openSettled(page, `${APP}${route}`);
        const findings = desktop ? [] : await phoneFindings(page);
        screens++;
        if (findings.length) bad++;
        console.log(`${findings.length ? 'FAIL' : 'ok  '}  ${phone.name}  ${route}`);
        for (const f of findings.slice(0, 12)) console.log(`        ${f.rule}: ${f.detail}`);
        if (findings.length > 12) console.log(`        … ${findings.length - 12} more`);
        if (process.env.PHONE_SHOTS) {
          const dir = path.join(process.env.PHONE_SHOTS, phone.name);
          mkdirSync(dir, { recursive: true });
          await page.screenshot({ path: path.join(dir, `${route.replace(/\//g, '_')}.png`), fullPage: true });
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await stopServer(server);
  }
  console.log(`phone: ${screens} screens, ${bad} with findings`);
  process.exit(bad ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
