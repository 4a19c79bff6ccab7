import type { PlanKind } from '../../../contract/lessonItem';
import type { StageInfo, StageLessonItem } from '../../../contract/lessonStage';
import type { Db } from '../../db/transaction';
import { lessons, withProgress } from './catalog';

// A learner's course plan: the lessons their training stage requires, the electives it offers
// and its cap. A stage with no plan rows (or a learner in no stage) falls back to the
// catalogue's flag: lesson.required = 1 is required, 0 is an elective, with no cap.

export interface StagePlan {
  stage: StageInfo | null;
  required: number[];
  electives: number[];
  /** null: no cap */
  cap: number | null;
}

export async function stagePlan(db: Db, userId: number): Promise<StagePlan> {
  const row = await db
    .selectFrom('user as u')
    .leftJoin('stage as s', 's.id', 'u.stageId')
    .leftJoin('phase as p', 'p.id', 's.phaseId')
    .select(['s.id as stageId', 's.name as stageName', 'p.name as phaseName'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  const stage = row?.stageId ? { id: row.stageId, name: row.stageName ?? '', phaseName: row.phaseName ?? '' } : null;
  const planned = stage
    ? await db
        .selectFrom('stageLesson')
        .select(['lessonId', 'kind'])
        .where('stageId', '=', stage.id)
        .orderBy('sort')
        .orderBy('lessonId')
        .execute()
    : [];
  if (stage && planned.length > 0) {
    const cap = await db.selectFrom('stageElectiveCap').select('maxCount').where('stageId', '=', stage.id).executeTakeFirst();
    return {
      stage,
      required: planned.filter((p) => p.kind === 'required').map((p) => p.lessonId),
      electives: planned.filter((p) => p.kind === 'elective').map((p) => p.lessonId),
      cap: cap?.maxCount ?? null,
    };
  }
  const all = await db.selectFrom('lesson').select(['id', 'required']).orderBy('id').execute();
  return {
    stage,
    required: all.filter((l) => l.required === 1).map((l) => l.id),
    electives: all.filter((l) => l.required === 0).map((l) => l.id),
    cap: null,
  };
}

/** The learner's picks, in the order they were made. */
export async function pickedLessons(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('lessonSelection')
    .select('lessonId')
    .where('userId', '=', userId)
    .orderBy('selectedAt')
    .orderBy('lessonId')
    .execute();
  return rows.map((r) => r.lessonId);
}

/** Picks that count against the stage's cap: those among the electives it offers now. */
export const countedPicks = (plan: StagePlan, picked: number[]): number => picked.filter((id) => plan.electives.includes(id)).length;

/** What the plan makes of a lesson, for the 必修/选修 badge (lesson/tagList and info too, planKind.ts). */
export const planKindOf = (plan: StagePlan, lessonId: number): PlanKind =>
  plan.required.includes(lessonId) ? 'required' : plan.electives.includes(lessonId) ? 'elective' : null;

/**
 * The lessons `ids` with the learner's progress, in tag order then the catalogue's order;
 * `required` and `planKind` say what the learner's plan makes of each lesson, `selected` whether it was picked.
 */
export async function planItems(db: Db, userId: number, ids: number[], plan: StagePlan, picked: number[]): Promise<StageLessonItem[]> {
  if (ids.length === 0) return [];
  const rows = await lessons(db).where('l.id', 'in', ids).orderBy('t.sort').orderBy('t.id').orderBy('l.sort').orderBy('l.id').execute();
  const items = await withProgress(db, userId, rows);
  return items.map((item) => {
    const planKind = planKindOf(plan, item.id);
    return { ...item, required: planKind === 'required', planKind, selected: picked.includes(item.id) };
  });
}
