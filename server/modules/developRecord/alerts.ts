import type { FastifyBaseLogger } from 'fastify';
import type { DevelopAlert } from '../../../contract/developRecord';
import { stepDef, type StepRecorder } from '../../../contract/developSteps';
import { inTransaction, type Db } from '../../db/transaction';
import { beijingDate } from '../../lib/beijingDate';
import type { clock as Clock } from '../../lib/clock';
import { cnDate } from '../../lib/developPlan';
import { runPeriodically } from '../../lib/periodic';
import { sendMessage } from '../center/send';
import { ROLE_RANK } from '../organiser/scope';
import { factsOf, type Facts } from './evidence';
import { gatesOf, type Gate } from './gates';
import { reportQuarters, roadOf } from './road';

// 超期预警: steps past their time limit (a 'within' gate: 派人谈话 within a month of the
// application, the 党委's 审批 within three months of the 支部大会…) and quarters that ended without
// the person's 思想汇报 handed in. The console lists them live; a periodic sweep sends each one
// once as a to-do to the organisers responsible (the branch's, or the 党委 over it for its own
// steps): the develop_alert row is inserted first (unique per record and item), so of several
// instances sweeping at once one sends it. The to-do is done when the item no longer holds.

export interface AlertItem extends Omit<DevelopAlert, 'name' | 'branchName'> {
  key: string;
}

const DAY = 86400_000;
const daysLate = (deadline: string, today: string) => Math.round((Date.parse(today) - Date.parse(deadline)) / DAY);

/** The overdue items of one person today. */
export function alertsOf(f: Facts, gates: Gate[], today: string): AlertItem[] {
  if (!f.app) return [];
  const out: AlertItem[] = roadOf(f, gates, today)
    .filter((s) => s.overdue && s.deadline)
    .map((s) => ({
      key: `step:${s.no}`,
      userId: f.app!.userId,
      stepNo: s.no,
      stepName: s.name,
      recorder: s.recorder,
      deadline: s.deadline!,
      message: `应于${cnDate(s.deadline!)}前完成，已超期 ${daysLate(s.deadline!, today)} 天`,
    }));
  const stage = f.app.stage;
  if (stage === 'activist' || stage === 'candidate' || stage === 'probationary') {
    const step = stage === 'probationary' ? 21 : 6;
    for (const q of reportQuarters(f, today, (s) => s === 'submitted' || s === 'approved').missing) {
      out.push({
        key: `report:${q.period}`,
        userId: f.app.userId,
        stepNo: step,
        stepName: stepDef(step)!.name,
        recorder: 'branch',
        deadline: q.end,
        message: `${q.label}思想汇报未提交`,
      });
    }
  }
  return out;
}

/** Everyone's overdue items among `people`, with their names. */
export async function alertsAmong(
  db: Db,
  people: { id: number; name: string; branchName: string | null }[],
  today: string,
): Promise<(DevelopAlert & { key: string })[]> {
  const [facts, gates] = await Promise.all([
    factsOf(
      db,
      people.map((p) => p.id),
    ),
    gatesOf(db),
  ]);
  return people.flatMap((p) =>
    alertsOf(facts.get(p.id)!, gates, today).map((a) => ({ ...a, name: p.name, branchName: p.branchName ?? '' })),
  );
}

/** Who is told: the branch's secretaries for its steps, else the nearest 党委 above; the 党委's steps go to the nearest 党委 above the branch. */
async function recipientsOf(db: Db, orgId: number, recorder: StepRecorder): Promise<number[]> {
  const [units, grants] = await Promise.all([
    db.selectFrom('orgUnit').select(['id', 'parentId']).execute(),
    db.selectFrom('orgGrant').select(['userId', 'role', 'orgId']).where('role', 'in', ['branch', 'college', 'school']).execute(),
  ]);
  const parent = new Map(units.map((u) => [u.id, u.parentId]));
  for (let at: number | null | undefined = orgId, i = 0; at !== null && at !== undefined && i < 50; at = parent.get(at), i += 1) {
    const here = grants.filter(
      (g) => g.orgId === at && (recorder === 'branch' || (at !== orgId && ROLE_RANK[g.role] >= ROLE_RANK.college)),
    );
    if (here.length > 0) return [...new Set(here.map((g) => g.userId))];
  }
  return [];
}

/** Sends the to-dos of the items not yet sent; answers how many items were new. */
export async function sendAlerts(db: Db, now: Date): Promise<number> {
  const today = beijingDate(now);
  const people = await db
    .selectFrom('developApplication as d')
    .innerJoin('user as u', 'u.id', 'd.userId')
    .leftJoin('orgUnit as b', 'b.id', 'u.orgId')
    .select(['u.id', 'u.name', 'u.orgId', 'b.name as branchName', 'd.id as applicationId'])
    .where('u.status', '=', 1)
    .execute();
  let sent = 0;
  for (const a of await alertsAmong(db, people, today)) {
    const p = people.find((x) => x.id === a.userId)!;
    if (p.orgId === null) continue;
    const orgId = p.orgId;
    // the row and its to-do commit together: an item is marked sent only when its to-do went out
    const isNew = await inTransaction(db, async (trx) => {
      const row = await trx
        .insertInto('developAlert')
        .values({ applicationId: p.applicationId, alertKey: a.key, sentAt: now.toISOString() })
        .onConflict((oc) => oc.columns(['applicationId', 'alertKey']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) return false;
      await sendAlertTodo(trx, a, row.id, await recipientsOf(trx, orgId, a.recorder), now);
      return true;
    });
    if (isNew) sent += 1;
  }
  return sent;
}

function sendAlertTodo(db: Db, a: DevelopAlert, alertId: number, to: number[], now: Date) {
  return sendMessage(
    db,
    {
      kind: 'todo',
      title: `超期预警：${a.name}「${a.stepName}」`,
      body: `${a.branchName} ${a.name}：${a.message}。请在「管理后台 → 发展党员」中处理。`,
      sender: '发展党员超期预警',
      sentAt: now.toISOString(),
      actionPath: `/admin/develop/${a.userId}`,
      actionText: '去处理',
      doneWhen: 'develop',
      doneRef: alertId,
    },
    to,
  );
}

/** The sent alerts among `ids` that no longer hold (the step recorded, the report handed in). */
export async function alertsSettled(db: Db, ids: number[], nowIso: string): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('developAlert as a')
    .innerJoin('developApplication as d', 'd.id', 'a.applicationId')
    .select(['a.id', 'a.alertKey', 'd.userId'])
    .where('a.id', 'in', ids)
    .execute();
  const [facts, gates] = await Promise.all([factsOf(db, [...new Set(rows.map((r) => r.userId))]), gatesOf(db)]);
  const today = beijingDate(new Date(nowIso));
  const open = new Set(rows.flatMap((r) => alertsOf(facts.get(r.userId)!, gates, today).map((a) => `${r.userId}:${a.key}`)));
  return new Set(
    ids.filter((id) => {
      const r = rows.find((x) => x.id === id);
      return !r || !open.has(`${r.userId}:${r.alertKey}`);
    }),
  );
}

export const ALERT_SWEEP_MS = 3600_000;

/** Runs sendAlerts every `everyMs` until stopped; never keeps the process alive. */
export function startAlertSweep(db: Db, clock: typeof Clock, log: FastifyBaseLogger, everyMs: number): () => void {
  return runPeriodically(() => sendAlerts(db, clock.now()).then(() => undefined), everyMs, log, '发展党员超期预警发送失败');
}
