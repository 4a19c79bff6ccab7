import type { Kysely } from 'kysely';

// Frozen: the 民族 list of the demo data stopped at 土族 (30 of the 56 groups of GB/T 3304), so a
// learner of any other group could not pick their own. Databases that hold the list get the rest,
// with their standard codes; a database without it (no demo data) is left as it is. Imports
// nothing from the app.

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const REST = [
  '达斡尔族', '仫佬族', '羌族', '布朗族', '撒拉族', '毛南族', '仡佬族', '锡伯族', '阿昌族', '普米族',
  '塔吉克族', '怒族', '乌孜别克族', '俄罗斯族', '鄂温克族', '德昂族', '保安族', '裕固族', '京族', '塔塔尔族',
  '独龙族', '鄂伦春族', '赫哲族', '门巴族', '珞巴族', '基诺族',
];
const FIRST = 31;

export async function up(db: Db): Promise<void> {
  const has = await db.selectFrom('enum_item').select('value').where('code', '=', 'nation').limit(1).executeTakeFirst();
  if (!has) return;
  await db.insertInto('enum_item')
    .values(REST.map((label, i) => ({ code: 'nation', value: String(FIRST + i), label, sort: FIRST + i })))
    .onConflict((oc) => oc.columns(['code', 'value']).doNothing())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.deleteFrom('enum_item').where('code', '=', 'nation').where('value', 'in', REST.map((_, i) => String(FIRST + i))).execute();
}
