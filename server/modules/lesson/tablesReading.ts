import type { Generated } from 'kysely';

// A lesson's handouts and extended readings (migration 0005). Conventions: see server/db/schema.ts.

export interface LessonHandoutTable {
  id: Generated<number>;
  lessonId: number;
  title: string;
  /** the name a download is saved under */
  fileName: string;
  /** under uploads/ (e.g. demo/handouts/theory-3f2a9c1b0d.pdf) */
  path: string;
  /** bytes */
  size: number;
  /** lower-case file type: pdf, docx ... */
  type: string;
  sort: number;
}

/** `content` is stored sanitised and sanitised again on the way out. */
export interface LessonReadingTable {
  id: Generated<number>;
  lessonId: number;
  title: string;
  source: string;
  author: string;
  summary: string;
  content: string;
  sort: number;
  publishedAt: string;
  createdAt: string;
}

export interface LessonReadingTables {
  lessonHandout: LessonHandoutTable;
  lessonReading: LessonReadingTable;
}
