import type { Generated } from 'kysely';

// Notes, discussions and likes (migration 0003). Conventions: see server/db/schema.ts.

/** A learner's note on a video, at a playback time (seconds). Only its author reads it. */
export interface LessonNoteTable {
  id: Generated<number>;
  userId: number;
  videoId: number;
  position: number;
  content: string;
  createdAt: string;
}

/** A post under a lesson, plain text as typed (trimmed). */
export interface LessonDiscussionTable {
  id: Generated<number>;
  lessonId: number;
  userId: number;
  content: string;
  createdAt: string;
}

/** One row per learner who likes a video: the key makes a like once-only. */
export interface VideoZanTable {
  userId: number;
  videoId: number;
  createdAt: string;
}

export interface LessonSocialTables {
  lessonNote: LessonNoteTable;
  lessonDiscussion: LessonDiscussionTable;
  videoZan: VideoZanTable;
}
