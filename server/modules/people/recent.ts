import type { Activity } from '../../../contract/people';
import type { Db } from '../../db/transaction';

// A person's latest doings for the console: the videos they studied last (with the time credited
// on each, as the learner's own records keep it) and what they handed in for review, newest first.

export const RECENT_ROWS = 10;

export async function recentActivity(db: Db, userId: number, limit = RECENT_ROWS): Promise<Activity[]> {
  const [study, handIns] = await Promise.all([
    db
      .selectFrom('videoProgress as p')
      .innerJoin('lessonVideo as v', 'v.id', 'p.videoId')
      .innerJoin('lesson as l', 'l.id', 'v.lessonId')
      .select(['l.title as lessonTitle', 'v.title as videoTitle', 'p.credited', 'p.updatedAt'])
      .where('p.userId', '=', userId)
      .orderBy('p.updatedAt', 'desc')
      .orderBy('p.videoId', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('reviewItem')
      .select(['kind', 'title', 'state', 'submittedAt'])
      .where('userId', '=', userId)
      .orderBy('submittedAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
  ]);
  const rows: Activity[] = [
    ...study.map((s) => ({
      kind: 'study' as const,
      title: s.lessonTitle === s.videoTitle ? s.lessonTitle : `${s.lessonTitle} · ${s.videoTitle}`,
      seconds: Math.round(Number(s.credited) * 1000) / 1000,
      reviewKind: null,
      reviewState: null,
      at: s.updatedAt,
    })),
    ...handIns.map((h) => ({
      kind: 'handIn' as const,
      title: h.title,
      seconds: null,
      reviewKind: h.kind,
      reviewState: h.state,
      at: h.submittedAt,
    })),
  ];
  return rows.sort((a, b) => b.at.localeCompare(a.at)).slice(0, limit);
}
