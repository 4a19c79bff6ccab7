// Stage courses: a training stage's plan (required lessons and offered electives), its elective
// cap, and the learners' picks. Conventions: see server/db/schema.ts.

export type StageLessonKind = 'required' | 'elective';

export interface StageLessonTable {
  stageId: number;
  lessonId: number;
  kind: StageLessonKind;
  sort: number;
}

/** A stage without a row here lets a learner pick any number of its electives. */
export interface StageElectiveCapTable {
  stageId: number;
  maxCount: number;
}

/** One row per elective a learner picked; (userId, lessonId) is the key, so a pick exists once. */
export interface LessonSelectionTable {
  userId: number;
  lessonId: number;
  selectedAt: string;
}

export interface LessonStageTables {
  stageLesson: StageLessonTable;
  stageElectiveCap: StageElectiveCapTable;
  lessonSelection: LessonSelectionTable;
}
