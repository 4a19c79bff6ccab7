import type { DevelopStage, DocCode } from '../../../contract/develop';
import { STAGE_NAMES } from '../../../contract/develop';
import type { Db } from '../../db/transaction';
import { addMonths, cnDate, quarterOfPeriod } from '../../lib/developPlan';
import type { DevelopApplicationTable, RuleKind } from './tables';

// The time rules of the 细则, read from the develop_rule table (the calendar is lib/developPlan.ts).
// A rule answers the date from which a step may be handed in; the server refuses before it with a
// message that names that date.

export interface Rule {
  docCode: DocCode;
  kind: RuleKind;
  sinceStage: string;
  months: number;
  label: string;
  basis: string;
}

export const rulesOf = (db: Db): Promise<Rule[]> =>
  db.selectFrom('developRule').select(['docCode', 'kind', 'sinceStage', 'months', 'label', 'basis']).orderBy('id').execute();

type AppDates = Pick<DevelopApplicationTable, 'appliedOn' | 'activistOn' | 'candidateOn' | 'probationaryOn' | 'memberOn'>;

export function stageDate(app: AppDates, stage: string): string | null {
  switch (stage) {
    case 'applicant':
      return app.appliedOn;
    case 'activist':
      return app.activistOn;
    case 'candidate':
      return app.candidateOn;
    case 'probationary':
      return app.probationaryOn;
    case 'member':
      return app.memberOn;
    default:
      return null;
  }
}

export interface RuleCheck {
  from: string | null;
  failure: string | null;
}

/** When the rules let this step be handed in, and why not yet (null when they do today). */
export function checkRules(rules: Rule[], app: AppDates, step: { docCode: DocCode; period: string }, today: string): RuleCheck {
  let from: string | null = null;
  let failure: string | null = null;
  for (const r of rules.filter((x) => x.docCode === step.docCode)) {
    let date: string | null;
    let message: string;
    if (r.kind === 'quarterly') {
      if (!step.period) continue;
      const q = quarterOfPeriod(step.period);
      date = q.start;
      message = `${r.label}，${q.label}的思想汇报自${cnDate(q.start)}起才能提交`;
    } else {
      const since = stageDate(app, r.sinceStage);
      if (since === null) {
        failure ??= `尚未成为${STAGE_NAMES[r.sinceStage as DevelopStage] ?? r.sinceStage}，暂不能提交`;
        continue;
      }
      date = addMonths(since, r.months);
      message = `${r.label}（${cnDate(date)}）后才能提交`;
    }
    if (from === null || date > from) from = date;
    if (today < date) failure ??= message;
  }
  return { from, failure };
}

/** The rules of one document as sentences for the requirements panel. */
export const ruleSentences = (rules: Rule[], docCode: DocCode): string[] =>
  rules
    .filter((r) => r.docCode === docCode)
    .map((r) => (r.kind === 'quarterly' ? `${r.label}，本季度开始后即可提交` : `${r.label}后才能提交`) + (r.basis ? `（${r.basis}）` : ''));
