import type { PageOf } from '../../../contract/common';
import type { StudyDay } from '../../../contract/lesson';
import { prepared } from '../../db/prepared';
import { beijingDate } from '../../lib/beijingDate';
import type { Db } from '../../db/transaction';

// Daily study records: one row per learner and date, grown in the heartbeat's transaction.

/** Adds seconds to a learner's day (the row made on the first). */
export const dayUpsert = (db: Db, a: { userId: number; date: string; seconds: number }) =>
  db
    .insertInto('studyDay')
    .values({ userId: a.userId, date: a.date, seconds: a.seconds })
    .onConflict((oc) =>
      oc.columns(['userId', 'date']).doUpdateSet((eb) => ({ seconds: eb('studyDay.seconds', '+', eb.ref('excluded.seconds')) })),
    );

// compiled once: it runs in every heartbeat that earns credit
export const addDay = prepared(dayUpsert);

/** Credited seconds today and in all (the sum of the learner's videos). */
export async function studyTotals(db: Db, userId: number, now: Date): Promise<{ today: number; total: number }> {
  const day = await db
    .selectFrom('studyDay')
    .select('seconds')
    .where('userId', '=', userId)
    .where('date', '=', beijingDate(now))
    .executeTakeFirst();
  const all = await db
    .selectFrom('videoProgress')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('credited'), eb.lit(0)).as('total'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return { today: round(day?.seconds ?? 0), total: round(Number(all.total)) };
}

const round = (n: number): number => Math.round(n * 1000) / 1000;

export async function studyDayPage(db: Db, userId: number, pageNum: number, pageSize: number): Promise<PageOf<StudyDay>> {
  const { n } = await db
    .selectFrom('studyDay')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  const list = await db
    .selectFrom('studyDay')
    .select(['date', 'seconds'])
    .where('userId', '=', userId)
    .orderBy('date', 'desc')
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize)
    .execute();
  return { list: list.map((d) => ({ date: d.date, seconds: round(d.seconds) })), total: Number(n), pageNum, pageSize };
}
