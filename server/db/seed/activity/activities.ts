import type { Kysely } from 'kysely';
import type { Database } from '../../schema';
import { projectSeeds } from './activities-data';

// Loads the demo training projects: activities in every state (open, full, sign-up closed, over),
// sign-ups that fill exactly the seats counted, leave requests in each state, check-ins.

const HOUR = 3600_000;

export async function insertActivityDemo(trx: Kysely<Database>, now: string): Promise<void> {
  // activities begin on the hour: 14:00 Beijing time (06:00 UTC) of the day the demo is loaded, plus their offsets
  const t0 = Math.floor(Date.parse(now) / (24 * HOUR)) * 24 * HOUR + 6 * HOUR;
  const at = (hours: number) => new Date(t0 + hours * HOUR).toISOString();
  const day = (days: number) => at(days * 24).slice(0, 10);
  const accounts = [...new Set(projectSeeds.flatMap((p) => p.activities.flatMap((a) => a.signed)))];
  const users = await trx.selectFrom('user').select(['id', 'account']).where('account', 'in', accounts).execute();
  const userId = (account: string) => users.find((u) => u.account === account)?.id;
  const orgs = await trx.selectFrom('orgUnit').select(['id', 'name']).execute();

  for (const [sort, p] of projectSeeds.entries()) {
    const orgId = p.org === null ? null : (orgs.find((o) => o.name === p.org)?.id ?? null);
    const project = await trx
      .insertInto('activityProject')
      .values({
        title: p.title,
        track: p.track,
        audience: p.audience,
        orgId,
        organizer: p.organizer,
        startDate: day(p.startDay),
        endDate: day(p.endDay),
        intro: p.intro,
        sort,
        examId: p.exam ? ((await trx.selectFrom('exam').select('id').where('title', '=', p.exam).executeTakeFirst())?.id ?? null) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const name of p.trains) {
      const identity = await trx.selectFrom('identity').select('id').where('name', '=', name).executeTakeFirstOrThrow();
      await trx.insertInto('activityProjectIdentity').values({ projectId: project.id, identityId: identity.id }).execute();
    }
    for (const a of p.activities) {
      // a demo database made before an account existed: its seat is simply not taken
      const signed = a.signed.map(userId).filter((id): id is number => id !== undefined);
      const activity = await trx
        .insertInto('activity')
        .values({
          projectId: project.id,
          title: a.title,
          category: a.category,
          place: a.place,
          organizer: p.organizer,
          content: a.content,
          startTime: at(a.starts),
          endTime: at(a.starts + a.hours),
          signupDeadline: at(a.deadline),
          capacity: a.capacity,
          signedCount: signed.length,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const signedAt = at(Math.min(a.deadline, 0) - 24);
      for (const id of signed)
        await trx
          .insertInto('activitySignup')
          .values({ activityId: activity.id, userId: id, status: 'signed', signedAt, cancelledAt: null })
          .execute();
      for (const l of a.leaves ?? []) {
        const id = userId(l.account);
        if (id === undefined) continue;
        await trx
          .insertInto('activityLeave')
          .values({
            activityId: activity.id,
            userId: id,
            reason: l.reason,
            state: l.state,
            comment: l.comment ?? '',
            createdAt: at(Math.min(a.deadline, 0) - 12),
            reviewedAt: l.state === 'pending' ? null : at(Math.min(a.deadline, 0) - 2),
          })
          .execute();
      }
      for (const account of a.checkedIn ?? []) {
        const id = userId(account);
        if (id !== undefined)
          await trx
            .insertInto('activityCheckin')
            .values({ activityId: activity.id, userId: id, place: a.place, scannedAt: at(a.starts - 0.2) })
            .execute();
      }
    }
  }
}
