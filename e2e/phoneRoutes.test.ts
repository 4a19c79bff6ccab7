// Issue #42: every route of the learner's table (e2e/legacy/routes.ts) on a 390x844 phone with
// touch and a mobile user agent: no sideways scrolling, no text past the right edge, no text
// squeezed under 120 px, no two texts drawn over each other, the exam question at 60 % of the
// width or more (e2e/support/phoneLayout.ts). `npm run check:phone` runs the same at 360x740 too.
import Database from 'better-sqlite3';
import { concreteRoutes } from './legacy/routes';
import { APP, DEMO, login, phoneTest } from './support/helpers';
import { openSettled, phoneFindings, type PhoneFinding } from './support/phoneLayout';
import { readState } from './support/state';

function demoIds() {
  const db = new Database(readState().dbFile, { readonly: true, timeout: 5000 });
  try {
    const first = (table: string) => (db.prepare(`SELECT id FROM ${table} ORDER BY id LIMIT 1`).get() as { id: number }).id;
    return { notice: first('notice'), news: first('news') };
  } finally {
    db.close();
  }
}

phoneTest(
  '手机上（390x844）每个学员页面：不横向滚动、文字不出右边、不挤成窄条、不互相重叠',
  async ({ page }) => {
    const { account, password } = DEMO.phoneRoutes;
    await login(page, account, password);
    await page.waitForURL(/\/training2\/index\/home$/);
    const found: Record<string, PhoneFinding[]> = {};
    for (const route of concreteRoutes(demoIds()).filter((r) => r !== 'no-such-page')) {
      await openSettled(page, `${APP}${route}`);
      const findings = await phoneFindings(page);
      if (findings.length) found[route] = findings;
    }
    expect(found).toEqual({});
  },
  900_000,
);
