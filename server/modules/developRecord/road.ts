import { STAGE_NAMES, STAGE_ORDER } from '../../../contract/develop';
import type { Evidence, RoadState, RoadStep } from '../../../contract/developRecord';
import { DEVELOP_STEPS, stageAheadOf, stepDef, type DevelopStepDef } from '../../../contract/developSteps';
import { addMonths, cnDate, DOC_NAMES, quartersBetween } from '../../lib/developPlan';
import { stageDate } from '../develop/rules';
import type { Facts } from './evidence';
import { gateLabel, type Gate } from './gates';

// Where a person stands on each of the 25 steps, from the facts and the gates: recorded, ready to
// be recorded, blocked by a gate (with what is missing, each named), or waiting for the steps
// before it. The same check refuses a record (record.ts) and shows the road (people.ts).

const HANDED_IN = new Set(['submitted', 'approved']);
/** the 预备期 is counted from the 支部大会 that accepted the person; its extension is recorded when the 转正 is discussed */
const PROBATION_FROM = 15;
const PROBATION_DECIDED = 23;

const stepName = (no: number) => `第${no}步「${stepDef(no)?.name ?? ''}」`;

/** The months a 预备期 was extended by (step 23's record), 0 when not. */
export function extensionOf(f: Facts): number {
  const v = f.records.get(PROBATION_DECIDED)?.fields.find((x) => x.key === 'extension')?.value;
  return v ? Number(v) || 0 : 0;
}

const activistOn = (f: Facts) => f.records.get(3)?.doneOn ?? f.app?.activistOn ?? null;

/** Quarters ended before `date` since becoming 入党积极分子, and those without an approved 思想汇报. */
export function reportQuarters(f: Facts, date: string, ok: (state: string | undefined) => boolean) {
  const since = activistOn(f);
  if (!since)
    return { due: [] as { period: string; label: string; end: string }[], missing: [] as { period: string; label: string; end: string }[] };
  const due = quartersBetween(since, date).filter((q) => q.end < date);
  return { due, missing: due.filter((q) => !ok(f.reports.get(q.period))) };
}

/** The first day an 'after' gate allows, or null when the step it counts from is not recorded. */
function earliestOf(g: Gate, f: Facts, stepNo: number): string | null {
  const since = g.sinceStep !== null ? f.records.get(g.sinceStep) : undefined;
  if (!since) return null;
  const extra = g.sinceStep === PROBATION_FROM && stepNo > PROBATION_DECIDED ? extensionOf(f) : 0;
  return addMonths(since.doneOn, g.months + extra);
}

/**
 * A step of a road walked before the platform: the person's identity (from the roster) is already
 * at or past the one the step leads to. It is recorded for the 记实表 (补录) in order and with its
 * time rules, but the evidence the platform never held (思想汇报, the class, its exam, documents)
 * is not asked for, and the identity does not move back.
 */
export function isHistory(f: Facts, no: number): boolean {
  return f.app !== null && STAGE_ORDER.indexOf(f.app.stage) >= STAGE_ORDER.indexOf(stageAheadOf(no));
}

const EVIDENCE_KINDS = new Set(['reports', 'training', 'classExam', 'document']);

/** What stops `def` from being recorded on `date` (empty: nothing). */
export function missingFor(def: DevelopStepDef, f: Facts, gates: Gate[], date: string): string[] {
  const out: string[] = [];
  for (const p of def.after) {
    const rec = f.records.get(p);
    if (!rec) out.push(`请先记录${stepName(p)}`);
    else if (rec.doneOn > date) out.push(`日期不能早于${stepName(p)}的日期（${cnDate(rec.doneOn)}）`);
  }
  if (out.length > 0) return out;
  const history = isHistory(f, def.no);
  for (const g of gates.filter((x) => x.stepNo === def.no && !(history && EVIDENCE_KINDS.has(x.kind)))) {
    switch (g.kind) {
      case 'after': {
        const from = earliestOf(g, f, def.no);
        if (from && date < from) out.push(`${gateLabel(g)}：${cnDate(from)}起方可记录`);
        break;
      }
      case 'reports': {
        const { missing } = reportQuarters(f, date, (s) => s === 'approved');
        if (missing.length > 0) out.push(`思想汇报尚未通过审核：${missing.map((q) => q.label).join('、')}`);
        break;
      }
      case 'training':
        if (f.trainingHours < g.hours && f.trainingDays < g.days)
          out.push(`集中培训不足：已签到 ${f.trainingHours} 学时、${f.trainingDays} 天，须不少于 ${g.hours} 学时或 ${g.days} 天`);
        break;
      case 'classExam':
        if (!f.exam) out.push('尚未参加设有结业考试的发展对象培训班');
        else if (!f.exam.passed) out.push(`发展对象培训班结业考试「${f.exam.title}」尚未合格`);
        break;
      case 'document':
        if (g.docCode && !HANDED_IN.has(f.docs.get(g.docCode) ?? '')) out.push(`本人尚未提交${DOC_NAMES[g.docCode]}`);
        break;
      case 'within':
        break;
    }
  }
  return out;
}

/** The last day a 'within' gate allows for a step not yet recorded. */
export function deadlineOf(def: DevelopStepDef, f: Facts, gates: Gate[]): string | null {
  if (f.records.has(def.no)) return null;
  const days = gates
    .filter((g) => g.stepNo === def.no && g.kind === 'within')
    .map((g) => earliestOf(g, f, def.no))
    .filter((d): d is string => d !== null);
  return days.sort()[0] ?? null;
}

export function roadOf(f: Facts, gates: Gate[], today: string): RoadStep[] {
  return DEVELOP_STEPS.map((def) => {
    const rec = f.records.get(def.no);
    const missing = rec ? [] : missingFor(def, f, gates, today);
    const waiting = !rec && def.after.some((p) => !f.records.has(p));
    const state: RoadState = rec ? 'done' : waiting ? 'waiting' : missing.length > 0 ? 'blocked' : 'ready';
    const afters = gates.filter((g) => g.stepNo === def.no && g.kind === 'after').map((g) => earliestOf(g, f, def.no));
    const earliest = rec
      ? null
      : (afters
          .filter((d): d is string => d !== null)
          .sort()
          .at(-1) ?? null);
    const deadline = deadlineOf(def, f, gates);
    return {
      no: def.no,
      phase: def.phase,
      name: def.name,
      recorder: def.recorder,
      dateLabel: def.dateLabel,
      state,
      doneOn: rec?.doneOn ?? null,
      fields: rec
        ? def.fields.flatMap((d) => {
            const value = rec.fields.find((x) => x.key === d.key)?.value ?? '';
            return value ? [{ key: d.key, label: d.label, value }] : [];
          })
        : [],
      handledBy: rec?.handledBy ?? '',
      recordedBy: rec?.recordedByName ?? '',
      recordedAt: rec?.recordedAt ?? null,
      missing: state === 'blocked' ? missing : [],
      earliest,
      deadline,
      overdue: deadline !== null && today > deadline,
    };
  });
}

export function evidenceOf(f: Facts, today: string): Evidence {
  const { due, missing } = reportQuarters(f, today, (s) => s === 'approved');
  const from = f.records.get(PROBATION_FROM)?.doneOn;
  return {
    activistOn: activistOn(f),
    reportsDue: due.length,
    reportsApproved: due.length - missing.length,
    reportsMissing: missing.map((q) => q.label),
    trainingHours: f.trainingHours,
    trainingDays: f.trainingDays,
    exam: f.exam,
    probationEnds: from ? addMonths(from, 12 + extensionOf(f)) : null,
  };
}

/** The stage names with the date each began, as the learner's own road shows them. */
export const stagesOf = (f: Facts) =>
  STAGE_ORDER.map((stage) => ({ stage, name: STAGE_NAMES[stage], startedOn: f.app ? stageDate(f.app, stage) : null }));
