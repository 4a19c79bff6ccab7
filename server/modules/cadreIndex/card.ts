import type { CadreCard } from '../../../contract/cadreIndex';
import type { Db } from '../../db/transaction';
import { studyTotals } from '../lesson/studyDay';
import { beijingDate } from '../../lib/beijingDate';
import { loadUserInfo } from '../user/userInfo';
import { allSpecials } from '../cadre/specials';

// The cadre's home card: who they are, the study time credited to them (by the same heartbeats
// as everyone's), and how far they are through the cadre lessons and specials.

const round = (n: number): number => Math.round(n * 1000) / 1000;

/** Cadre lessons: how many, and how many with every video completed by this cadre. */
async function cadreLessons(db: Db, userId: number): Promise<{ count: number; completed: number }> {
  const rows = await db
    .selectFrom('lesson as l')
    .innerJoin('lessonTag as t', 't.id', 'l.tagId')
    .leftJoin('lessonVideo as v', 'v.lessonId', 'l.id')
    .leftJoin('videoProgress as p', (j) => j.onRef('p.videoId', '=', 'v.id').on('p.userId', '=', userId))
    .select((eb) => ['l.id', eb.fn.count<number>('v.id').as('videos'), eb.fn.sum<number>('p.completed').as('done')])
    .where('t.audience', '=', 'cadre')
    .groupBy('l.id')
    .execute();
  return { count: rows.length, completed: rows.filter((r) => Number(r.videos) > 0 && Number(r.done ?? 0) >= Number(r.videos)).length };
}

export async function cadreCard(db: Db, userId: number, now: Date): Promise<CadreCard> {
  const me = await loadUserInfo(db, userId);
  const yearStart = `${beijingDate(now).slice(0, 4)}-01-01`;
  const year = await db
    .selectFrom('studyDay')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('seconds'), eb.lit(0)).as('seconds'))
    .where('userId', '=', userId)
    .where('date', '>=', yearStart)
    .executeTakeFirstOrThrow();
  const { total } = await studyTotals(db, userId, now);
  const lessons = await cadreLessons(db, userId);
  const specials = await allSpecials(db, userId);
  return {
    id: me.id,
    name: me.name,
    avatarUrl: me.avatarUrl,
    orgName: me.orgName,
    unit: me.college,
    identityName: me.identityName,
    creditedThisYear: round(Number(year.seconds)),
    creditedTotal: total,
    lessonsCompleted: lessons.completed,
    lessonCount: lessons.count,
    specialsInProgress: specials.filter((s) => s.status === 1).length,
    specialsCompleted: specials.filter((s) => s.status === 2).length,
    specialCount: specials.length,
  };
}
