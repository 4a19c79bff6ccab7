import type { Kysely } from 'kysely';

// Frozen: before this version a fresh install's footer read 主办单位：中共某某大学委员会组织部… and its
// phone 010-00000000, and an import of 学校设置 stored the whole setting, placeholders included: a
// school that imported only its 平台名称 kept showing them. Where the stored base setting still holds
// those exact placeholders they become empty (the footer then leaves that part out, as on a fresh
// install); anything a school wrote itself is left alone. Imports nothing from the app.

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const RETIRED: Record<string, string> = {
  footerText: '主办单位：中共某某大学委员会组织部　技术支持：学校信息化中心',
  contactPhone: '010-00000000',
};

export async function up(db: Db): Promise<void> {
  const row = await db.selectFrom('setting').select('value').where('key', '=', 'base').executeTakeFirst();
  if (!row) return;
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(row.value);
  } catch {
    return; // a row that does not parse is read as the defaults anyway
  }
  if (typeof value !== 'object' || value === null) return;
  const stale = Object.keys(RETIRED).filter((k) => value[k] === RETIRED[k]);
  if (!stale.length) return;
  for (const k of stale) value[k] = '';
  await db.updateTable('setting').set({ value: JSON.stringify(value) }).where('key', '=', 'base').execute();
}

export async function down(): Promise<void> {
  // the placeholders are not put back
}
