import { sql } from 'kysely';
import type { PageOf } from '../../../contract/common';
import type { LiveAct, LiveState } from '../../../contract/live';
import type { Db } from '../../db/transaction';
import { examAudiences } from '../exam/examRules';

// The live lectures a user may see (learners 'learner' and 'all', cadres 'cadre' and 'all'), in
// the order a learner looks for them: on air now, then the next ones, then the past ones.

const inState = (state: LiveState, nowIso: string) => {
  if (state === 'live') return sql<boolean>`l.start_time <= ${nowIso} and l.end_time > ${nowIso}`;
  if (state === 'upcoming') return sql<boolean>`l.start_time > ${nowIso}`;
  return sql<boolean>`l.end_time <= ${nowIso}`;
};

const stateOf = (l: { startTime: string; endTime: string }, nowIso: string): LiveState =>
  nowIso < l.startTime ? 'upcoming' : nowIso < l.endTime ? 'live' : 'ended';

export async function livePage(
  db: Db,
  viewer: { appId: number },
  q: { pageNum: number; pageSize: number; state?: LiveState },
  nowIso: string,
): Promise<PageOf<LiveAct> & { serverTime: string }> {
  const base = db
    .selectFrom('liveAct as l')
    .leftJoin('lessonVideo as v', 'v.id', 'l.replayVideoId')
    .where('l.audience', 'in', examAudiences(viewer.appId))
    .$if(q.state !== undefined, (w) => w.where(inState(q.state!, nowIso)));
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rank = sql<number>`case when ${inState('live', nowIso)} then 0 when ${inState('upcoming', nowIso)} then 1 else 2 end`;
  // upcoming soonest first; live and ended newest first
  const soon = sql<string>`case when ${inState('upcoming', nowIso)} then l.start_time else '' end`;
  const rows = await base
    .select([
      'l.id',
      'l.title',
      'l.speaker',
      'l.speakerTitle',
      'l.intro',
      'l.organizer',
      'l.startTime',
      'l.endTime',
      'l.liveUrl',
      'v.id as videoId',
      'v.lessonId',
    ])
    .orderBy(rank)
    .orderBy(soon)
    .orderBy('l.startTime', 'desc')
    .orderBy('l.id', 'desc')
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize)
    .execute();
  return {
    list: rows.map((r) => {
      const state = stateOf(r, nowIso);
      return {
        id: r.id,
        title: r.title,
        speaker: r.speaker,
        speakerTitle: r.speakerTitle,
        intro: r.intro,
        organizer: r.organizer,
        startTime: r.startTime,
        endTime: r.endTime,
        state,
        liveUrl: state === 'ended' ? '' : r.liveUrl,
        replay: state === 'ended' && r.videoId !== null && r.lessonId !== null ? { videoId: r.videoId, lessonId: r.lessonId } : null,
      };
    }),
    total: Number(n),
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    serverTime: nowIso,
  };
}
