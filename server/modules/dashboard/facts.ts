import type { Db } from '../../db/transaction';
import { completedLessons, passedExams, stageNeeds } from './progress';
import { learnerRows, type DashboardScope, type LearnerRow } from './learners';

// Each learner in the scope with what the stage figures need: 本期学时 against the stage's
// requirement, required lessons completed, exams passed. Learners without a stage have no
// requirement (their report reads 暂未分配培训期次) and are left out of those figures.

export interface StageFacts {
  requiredSeconds: number;
  requiredLessons: number;
  completedLessons: number;
  passedExams: string[];
}

export interface LearnerFacts extends LearnerRow {
  stage: StageFacts | null;
}

export async function learnerFacts(db: Db, s: DashboardScope): Promise<LearnerFacts[]> {
  const rows = await learnerRows(db, s);
  const needs = await stageNeeds(db, rows);
  const requiredIds = [...new Set([...needs.values()].flatMap((n) => n.required))];
  const [completed, passed] = await Promise.all([completedLessons(db, s, requiredIds), passedExams(db, s, [...needs.keys()])]);
  return rows.map((r) => {
    const need = r.stageId === null ? undefined : needs.get(r.stageId);
    if (!need) return { ...r, stage: null };
    const done = completed.get(r.id);
    return {
      ...r,
      stage: {
        requiredSeconds: need.seconds,
        requiredLessons: need.required.length,
        completedLessons: need.required.filter((id) => done?.has(id)).length,
        passedExams: passed.get(r.id) ?? [],
      },
    };
  });
}

/** user/stageReport's hours rate reaches 1: credited at least what the stage requires (nothing required: met). */
export const studyMet = (f: LearnerFacts, st: StageFacts) => Math.round(f.credited * 1000) / 1000 >= st.requiredSeconds;
/** user/graduation's lessons line is met: every required lesson completed. */
export const lessonsDone = (st: StageFacts) => st.completedLessons >= st.requiredLessons;
