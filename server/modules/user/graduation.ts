import type { LessonItem } from '../../../contract/lesson';
import type { Requirement } from '../../../contract/topic';
import type { GraduationLine, GraduationStatus } from '../../../contract/userGraduation';
import type { Db } from '../../db/transaction';
import { withProgress, lessons } from '../lesson/catalog';
import { stagePlan } from '../lesson/stagePlan';
import { memberTopics, type TopicRow } from '../topic/access';
import { requirementsOf } from '../topic/requirements';

// The caller's graduation status for their training stage, computed from the records the platform
// keeps: the stage's required lessons completed (study time decides, as on the course screens),
// and each line of the stage's special training topic's own checklist (its lessons, its materials,
// its exam, its write-up: the lines and figures of the topic page, so the two agree). The stage plan has no required-hours figure, so
// there is no hours line. The stage's topic: a topic of the stage's phase the learner is a member
// of that had not ended before the stage began (last year's class of the phase does not count).

export const CAN_GRADUATE = '可以结业';
export const NOT_YET = '尚未达到结业要求';
export const NO_STAGE_VERDICT = '暂未分配培训期次';

/** whose the stage's own lessons are, in a missing text (the course screens' 本阶段必修课程) */
const OWN_STAGE = '本阶段';

/** a topic checklist line's graduation key and unit (its lessons and its materials are both the topic's study) */
const TOPIC_LINE: Record<Requirement['key'], [GraduationLine['key'], string]> = {
  lessons: ['topic', '门'],
  materials: ['topic', '份'],
  exam: ['exam', '次'],
  homework: ['homework', '篇'],
};

const line = (
  key: GraduationLine['key'],
  label: string,
  done: number,
  required: number,
  unit: string,
  missing: string,
): GraduationLine => ({ key, label, done, required, unit, met: done >= required, missing: done >= required ? '' : missing });

/** The caller's stage with its phase, or undefined without one. */
export const stageOf = (db: Db, userId: number) =>
  db
    .selectFrom('user as u')
    .innerJoin('stage as s', 's.id', 'u.stageId')
    .innerJoin('phase as p', 'p.id', 's.phaseId')
    .select([
      's.id as id',
      's.name as name',
      's.phaseId as phaseId',
      'p.name as phaseName',
      's.startDate as startDate',
      's.endDate as endDate',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();

/** The stage's special training topics the learner is a member of, in date order. */
export const stageTopics = (db: Db, userId: number, stage: { phaseId: number; startDate: string }) =>
  memberTopics(db, userId)
    .where('t.phaseId', '=', stage.phaseId)
    .where('t.endDate', '>=', stage.startDate)
    .orderBy('t.startDate')
    .orderBy('t.id')
    .execute();

export type StageRow = NonNullable<Awaited<ReturnType<typeof stageOf>>>;

/** What a stage asks of the learner: its required lessons (with progress) and its topics. */
export interface StageRecords {
  stage: StageRow;
  required: LessonItem[];
  topics: TopicRow[];
}

export async function stageRecords(db: Db, userId: number, stage: StageRow): Promise<StageRecords> {
  const plan = await stagePlan(db, userId);
  const required =
    plan.required.length > 0
      ? await withProgress(
          db,
          userId,
          await lessons(db).where('l.id', 'in', plan.required).orderBy('t.sort').orderBy('l.sort').orderBy('l.id').execute(),
        )
      : [];
  return { stage, required, topics: await stageTopics(db, userId, stage) };
}

export async function graduationStatus(db: Db, userId: number): Promise<GraduationStatus> {
  const row = await stageOf(db, userId);
  if (!row) {
    return {
      stage: null,
      requirements: [],
      canGraduate: false,
      verdict: NO_STAGE_VERDICT,
      note: '您目前没有分配培训期次，暂无结业要求；如有疑问请联系所在党支部。',
    };
  }
  return graduationOf(db, userId, await stageRecords(db, userId, row));
}

/** The verdict from records already read (user/stageReport reads the same ones). */
export async function graduationOf(
  db: Db,
  userId: number,
  { stage: row, required: items, topics }: StageRecords,
): Promise<GraduationStatus> {
  const stage = { id: row.id, name: row.name, phaseId: row.phaseId, phaseName: row.phaseName };
  const out: GraduationLine[] = [];
  if (items.length > 0) {
    const done = items.filter((l) => l.status === 2).length;
    out.push(line('lessons', '学完本阶段必修课程', done, items.length, '门', `${OWN_STAGE}还有 ${items.length - done} 门必修课未学完`));
  }

  // each line of a topic's checklist as the topic page shows it (same figures, same words), named
  // for its topic: the note and the report list the missing words without their labels, and the
  // stage's and the topic's required lessons must not read alike
  for (const topic of topics) {
    const owner = `专题培训《${topic.title}》`;
    for (const r of await requirementsOf(db, userId, topic)) {
      const [key, unit] = TOPIC_LINE[r.key];
      out.push(line(key, `${owner}：${r.label}`, r.done, r.total, unit, owner + r.missing));
    }
  }

  const unmet = out.filter((r) => !r.met);
  const canGraduate = out.length > 0 && unmet.length === 0;
  const note =
    out.length === 0
      ? '本期次暂未设置结业要求，请留意党校通知。'
      : canGraduate
        ? `您已完成${stage.name}的全部 ${out.length} 项结业要求。`
        : `还有 ${unmet.length} 项要求未完成：${unmet.map((r) => r.missing).join('；')}。`;
  return { stage, requirements: out, canGraduate, verdict: canGraduate ? CAN_GRADUATE : NOT_YET, note };
}
