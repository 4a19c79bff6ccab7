import type { Req } from '../../../contract';
import { GATE_LIMITS, type GateRule } from '../../../contract/developRecord';
import { inTransaction, type Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { appendAudit } from '../audit/chain';
import { roleLineFor, type Organiser } from '../organiser/scope';
import { actorOf } from '../roster/target';
import { gateLabel, gatesOf, toGateRule, type Gate } from './gates';

// The gates' numbers are the school's to set: only a 校级 organiser changes them, only the numbers a
// gate has (months for the time rules, 学时 and days for the training), each change one
// conditional update over the value read and an audit entry with the sentence before and after.

export const MSG_SCHOOL_ONLY = '只有校级党委的管理人员可以修改发展党员的规则';
export const MSG_NO_RULE = '规则不存在';
export const MSG_RULE_CHANGED = '该规则刚被其他管理员修改，请刷新后再试';

type Number = 'months' | 'hours' | 'days';
const NUMBERS_OF: Record<Gate['kind'], Number[]> = {
  after: ['months'],
  within: ['months'],
  training: ['hours', 'days'],
  reports: [],
  classExam: [],
  document: [],
};
const NUMBER_NAMES: Record<Number, string> = { months: '月数', hours: '学时', days: '天数' };

export const gateRules = async (db: Db): Promise<GateRule[]> => (await gatesOf(db)).map(toGateRule);

export async function updateGate(db: Db, o: Organiser, b: Req<'developRecord', 'updateRule'>, now: Date): Promise<GateRule> {
  const school = o.grants.find((g) => g.role === 'school');
  if (!school) throw fail(MSG_SCHOOL_ONLY);
  return inTransaction(db, async (trx) => {
    const g = (await gatesOf(trx)).find((x) => x.id === b.id);
    if (!g) throw fail(MSG_NO_RULE);
    const given = (['months', 'hours', 'days'] as const).filter((k) => b[k] !== undefined);
    const allowed = NUMBERS_OF[g.kind];
    const wrong = given.filter((k) => !allowed.includes(k));
    if (wrong.length > 0) throw fail(`这条规则没有${wrong.map((k) => NUMBER_NAMES[k]).join('、')}可以修改`);
    const changes = given.filter((k) => b[k] !== g[k]);
    if (changes.length === 0) throw fail('没有需要保存的修改：所填数字与现有规则相同');
    for (const k of changes) {
      const v = b[k]!;
      if (v < GATE_LIMITS[k].min || v > GATE_LIMITS[k].max)
        throw fail(`${NUMBER_NAMES[k]}应为 ${GATE_LIMITS[k].min}-${GATE_LIMITS[k].max}`);
    }
    const at = now.toISOString();
    let update = trx
      .updateTable('developGate')
      .set({ ...Object.fromEntries(changes.map((k) => [k, b[k]])), updatedBy: o.name, updatedAt: at })
      .where('id', '=', g.id);
    for (const k of changes) update = update.where(k, '=', g[k]);
    const res = await update.executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw fail(MSG_RULE_CHANGED);
    const after: Gate = { ...g, ...Object.fromEntries(changes.map((k) => [k, b[k]])), updatedBy: o.name, updatedAt: at };
    await appendAudit(trx, {
      actor: actorOf(o),
      role: roleLineFor(o, school.orgId),
      action: '修改发展党员规则',
      target: `第${g.stepNo}步：${gateLabel(g)}`,
      before: Object.fromEntries(changes.map((k) => [k, g[k]])),
      after: { ...Object.fromEntries(changes.map((k) => [k, b[k]])), label: gateLabel(after) },
      at,
    });
    return toGateRule(after);
  });
}
