import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { OrgActState } from '../../../contract/orgAct';

// Where an organisation-life activity stands in time, for the learner's list (activities.ts) and
// the organiser's (meeting/meetings.ts) alike. The SQL pieces refer to the activity as `a`.

/** upcoming before the start, ongoing until the end, then ended (ISO times compare as text) */
export const actStateOf = (a: { startTime: string; endTime: string }, nowIso: string): OrgActState =>
  nowIso < a.startTime ? 'upcoming' : nowIso < a.endTime ? 'ongoing' : 'ended';

/** The condition for activities in `state` at `nowIso`. */
export function inState(state: OrgActState, nowIso: string): RawBuilder<SqlBool> {
  const start = sql.ref('a.startTime');
  const end = sql.ref('a.endTime');
  if (state === 'upcoming') return sql<SqlBool>`${start} > ${nowIso}`;
  if (state === 'ongoing') return sql<SqlBool>`${start} <= ${nowIso} and ${end} > ${nowIso}`;
  return sql<SqlBool>`${end} <= ${nowIso}`;
}

/** The list's order before start time and id: what is not over first, the soonest first; then what is over. */
export function notOverFirst(nowIso: string): RawBuilder<unknown>[] {
  const end = sql.ref('a.endTime');
  return [
    sql`case when ${end} > ${nowIso} then 0 else 1 end`,
    sql`case when ${end} > ${nowIso} then ${sql.ref('a.startTime')} else '' end`,
  ];
}
