import type { Kysely } from 'kysely';
import { stepDef } from '../../../contract/developSteps';
import type { Database } from '../schema';

// The 发展党员 steps the organisation recorded for a demo learner, 1 to `through`, dated from the
// record's stage dates as a branch would have done them (谈话 three weeks after the application,
// 备案 within a fortnight, the 集中培训 the class's last day a week ago, the 支部大会 the day the
// 预备期 began…), never after today and never before a step they follow. The branch's steps are
// handled by the learner's branch, the 党委's by the organisation above it; the demo organisers
// who hold those organisations are named as the recorders.

interface RecordDates {
  id: number;
  userId: number;
  appliedOn: string | null;
  activistOn: string | null;
  candidateOn: string | null;
  probationaryOn: string | null;
}

const DAY = 86400_000;
const plus = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** The day each step was done, counted from the stage it belongs to. */
function dayOf(no: number, a: RecordDates, today: string): string | null {
  const from: [string | null, number][] = [
    [a.appliedOn, 0],
    [a.appliedOn, 21],
    [a.activistOn, 0],
    [a.activistOn, 12],
    [a.activistOn, 7],
    [a.candidateOn, -7],
    [a.candidateOn, 0],
    [a.candidateOn, 12],
    [a.candidateOn, 5],
    [a.candidateOn, 30],
    // the 发展对象 class ended a week ago (activities-data.ts)
    [today, -7],
    // before the 支部大会: a 发展对象 not yet accepted has them from today on (never later than today)
    [a.probationaryOn ?? today, a.probationaryOn ? -40 : 0],
    [a.probationaryOn ?? today, a.probationaryOn ? -30 : 0],
    [a.probationaryOn ?? today, a.probationaryOn ? -20 : 0],
    [a.probationaryOn, 0],
    [a.probationaryOn, 10],
    [a.probationaryOn, 30],
    [a.probationaryOn, 40],
    [a.probationaryOn, 35],
    [a.probationaryOn, 31],
  ];
  const [base, days] = from[no - 1] ?? [null, 0];
  return base === null ? null : plus(base, days);
}

const FIELDS: Record<number, Record<string, string>> = {
  2: { talker: '陈立新', summary: '谈话了解了申请人的入党动机和思想状况，申请人态度端正，对党的认识较为清楚。' },
  3: { recommendation: '党员推荐、团支部推优' },
  5: { contact1: '陈立新', contact2: '王梓涵' },
  6: { opinion: '培养期间按时提交思想汇报，积极参加组织活动，基本具备党员条件。' },
  7: { opinion: '经听取党小组、培养联系人、党员和群众意见，支委会研究同意列为发展对象。' },
  9: { introducer1: '陈立新', introducer2: '王梓涵' },
  10: { conclusion: '政治审查合格，本人及直系亲属政治历史清楚，无影响入党的问题。' },
  11: { className: '2026年计算机学院发展对象培训班' },
  12: { opinion: '经支部委员会审查，同意提交支部大会讨论。' },
  13: { opinion: '经预审，同意发放入党志愿书。' },
  15: { expected: '15', present: '14', ayes: '14' },
  16: { talker: '刘建明' },
  19: { group: '第一党小组' },
};

/** The demo organisers' names by the organisation they hold (organisers.ts). */
const RECORDERS: Record<string, string> = { 计算机学院本科生第一党支部: '周建国', 计算机科学与技术学院党委: '林晓红' };

export async function insertDevelopRecords(
  trx: Kysely<Database>,
  app: RecordDates,
  through: number,
  today: string,
  now: string,
): Promise<void> {
  const unit = await trx
    .selectFrom('user as u')
    .innerJoin('orgUnit as b', 'b.id', 'u.orgId')
    .leftJoin('orgUnit as c', 'c.id', 'b.parentId')
    .select(['b.name as branch', 'c.name as committee'])
    .where('u.id', '=', app.userId)
    .executeTakeFirstOrThrow();
  const done = new Map<number, string>();
  for (let no = 1; no <= through; no += 1) {
    const def = stepDef(no)!;
    const day = dayOf(no, app, today);
    if (day === null) break;
    // never before a step it follows, never in the future
    const latest = [day, ...def.after.map((p) => done.get(p) ?? day)].sort().at(-1)!;
    const doneOn = latest > today ? today : latest;
    done.set(no, doneOn);
    const handledBy = def.recorder === 'branch' ? unit.branch : (unit.committee ?? unit.branch);
    await trx
      .insertInto('developRecord')
      .values({
        applicationId: app.id,
        userId: app.userId,
        stepNo: no,
        doneOn,
        fields: JSON.stringify(Object.entries(FIELDS[no] ?? {}).map(([key, value]) => ({ key, value }))),
        handledBy,
        recordedBy: null,
        recordedByName: RECORDERS[handledBy] ?? '',
        recordedAt: now,
      })
      .execute();
  }
}
