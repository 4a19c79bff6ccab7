import type { Generated } from 'kysely';

// The lesson module's tables: tags, lessons, their videos, and what learners studied.
// Conventions: see server/db/schema.ts. Seconds are `double precision` (players report fractions).

export interface LessonTagTable {
  id: Generated<number>;
  name: string;
  sort: number;
  /** who studies its lessons: 'learner' (default) or 'cadre' (migration 0006, README 干部专区) */
  audience: Generated<string>;
}

export interface LessonTable {
  id: Generated<number>;
  tagId: number;
  title: string;
  teacher: string;
  intro: string;
  coverUrl: string;
  /** 1 必修, 0 选修 */
  required: number;
  sort: number;
  createdAt: string;
}

export interface LessonVideoTable {
  id: Generated<number>;
  lessonId: number;
  title: string;
  sort: number;
  /** under uploads/ (e.g. demo/videos/history-3f2a9c1b0d.mp4) */
  fileName: string;
  duration: number;
}

/**
 * One row per learner and video. `covered` is the JSON text of the merged, sorted intervals
 * [[from, to], ...] of the video already credited: it is read and rewritten whole inside the
 * learner's locked heartbeat transaction, and merging keeps it a handful of pairs.
 * The heartbeat's own state is here too (the row every heartbeat rewrites anyway), reset by each
 * start: it is the learner's open session's, when that session is on this video.
 */
export interface VideoProgressTable {
  userId: number;
  videoId: number;
  /** the last accepted position: where playing resumes */
  position: number;
  credited: number;
  covered: string;
  completed: number;
  updatedAt: string;
  completedAt: string | null;
  /** last accepted heartbeat (or the start); '' before the first start (migration 0021) */
  lastAt: Generated<string>;
  /** credit granted ahead of wall time (the grace used), paid back by the next heartbeats */
  ahead: Generated<number>;
  /** rate limit: heartbeats counted since windowStart ('' as lastAt) */
  windowStart: Generated<string>;
  windowCount: Generated<number>;
}

/** A learner's playing of one video. Only one has endedAt null per learner. */
export interface StudySessionTable {
  id: string;
  userId: number;
  videoId: number;
  startedAt: string;
  endedAt: string | null;
  /** 'replaced' (a newer resourceStart) or 'finished' (resourceComplete) */
  endReason: string | null;
}

/** Seconds credited to a learner on a date (Beijing time), written with each credit. */
export interface StudyDayTable {
  userId: number;
  date: string;
  seconds: number;
}

/**
 * The width of the bands the ranking indexes are ordered by (migration 0020 uses the same
 * figure): a college or branch index entry moves only when a credit takes its row into the next
 * band, not on every heartbeat. The ranking orders within a band by the exact seconds
 * (user/ranking.ts).
 */
export const RANK_BAND_SECONDS = 600;

/**
 * 本期学时: seconds credited while the learner was in a training stage, grown with each credit;
 * branch and college copied from the learner's org (kept in step by a profile change) so the
 * ranking reads one index range.
 */
export interface StageStudyTable {
  userId: number;
  stageId: number;
  branchId: number;
  collegeId: number;
  seconds: number;
  /** floor(seconds / RANK_BAND_SECONDS): the ranking indexes' key (stageStudy.ts) */
  band: number;
}

export interface LessonTables {
  lessonTag: LessonTagTable;
  lesson: LessonTable;
  lessonVideo: LessonVideoTable;
  videoProgress: VideoProgressTable;
  studySession: StudySessionTable;
  studyDay: StudyDayTable;
  stageStudy: StageStudyTable;
}
