// bench:study's learners: N accounts with a login session each, inserted straight into the
// database of a freshly seeded server (logging 2,000 learners in through the captcha would
// measure scrypt), and one long video for them all to study.
import type { Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import { hashPassword } from '../server/lib/password';
import { randomHex, sha256 } from '../server/lib/tokens';

export interface BenchLearner {
  account: string;
  token: string;
}

const CHUNK = 250;

/**
 * Like the demo learners: in a stage that has begun (the first demo learner's) and spread over
 * the party branches, so each credited beat also adds to the learner's 本期学时 row and moves it in
 * the three ranking indexes, as a real learner's does.
 */
async function placesOfLearners(db: Kysely<Database>, now: Date): Promise<{ stageId: number; branches: number[] }> {
  const stage = await db
    .selectFrom('user as u')
    .innerJoin('stage as s', 's.id', 'u.stageId')
    .select('s.id')
    .where('u.account', '=', '2023010101')
    .where('s.startDate', '<=', now.toISOString().slice(0, 10))
    .executeTakeFirstOrThrow();
  const branches = await db.selectFrom('orgUnit').select('id').where('kind', '=', '党支部').orderBy('id').execute();
  if (!branches.length) throw new Error('bench: the seed has no party branches');
  return { stageId: stage.id, branches: branches.map((b) => b.id) };
}

export async function insertLearners(db: Kysely<Database>, count: number, now: Date): Promise<BenchLearner[]> {
  const passwordHash = await hashPassword(`Bench@${randomHex(4)}`);
  const { stageId, branches } = await placesOfLearners(db, now);
  const iso = now.toISOString();
  // Far beyond the run even on the bench's fast clock, and beyond half the token lifetime,
  // so the auth hook never renews (writes) during the run.
  const expiresAt = new Date(now.getTime() + 365 * 86400_000).toISOString();
  const learners: BenchLearner[] = Array.from({ length: count }, (_, i) => ({
    account: `bench${String(i + 1).padStart(5, '0')}`,
    token: randomHex(32),
  }));
  for (let i = 0; i < count; i += CHUNK) {
    const part = learners.slice(i, i + CHUNK);
    const ids = await db
      .insertInto('user')
      .values(
        part.map((l, j) => ({
          account: l.account,
          passwordHash,
          name: '基准学员',
          gender: 1,
          appId: 6,
          avatarUrl: '',
          phone: '',
          email: '',
          studentNo: l.account,
          nation: '01',
          education: '',
          partyStatus: '',
          birthday: null,
          joinPartyDate: null,
          college: '计算机学院',
          major: '',
          className: '',
          identityId: null,
          orgId: branches[(i + j) % branches.length],
          stageId,
          defaultPassword: 0,
          status: 1,
          createdAt: iso,
          updatedAt: iso,
          passwordChangedAt: iso,
          lastLoginAt: null,
        })),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('session')
      .values(
        part.map((l, j) => ({
          tokenHash: sha256(l.token),
          userId: ids[j].id,
          createdAt: iso,
          expiresAt,
          lastSeenAt: iso,
        })),
      )
      .execute();
  }
  return learners;
}

/**
 * A video long enough that no learner reaches its end during the run (on the fast clock a
 * 3-minute demo clip would be over in seconds and its beats would earn nothing). It plays a
 * demo clip's file; only its recorded duration is the bench's.
 */
export async function insertLongVideo(db: Kysely<Database>, duration: number): Promise<number> {
  const clip = await db.selectFrom('lessonVideo').select(['lessonId', 'fileName']).orderBy('id').executeTakeFirstOrThrow();
  const row = await db
    .insertInto('lessonVideo')
    .values({ lessonId: clip.lessonId, title: '基准测试：长视频', sort: 999, fileName: clip.fileName, duration })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Credited seconds of the bench learners: on their videos, in their day records and in their 本期学时 rows (all three must agree). */
export async function creditedTotals(db: Kysely<Database>): Promise<{ videos: number; days: number; stage: number }> {
  const bench = db.selectFrom('user').select('id').where('account', 'like', 'bench%');
  const v = await db
    .selectFrom('videoProgress')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('credited'), eb.lit(0)).as('s'))
    .where('userId', 'in', bench)
    .executeTakeFirstOrThrow();
  const d = await db
    .selectFrom('studyDay')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('seconds'), eb.lit(0)).as('s'))
    .where('userId', 'in', bench)
    .executeTakeFirstOrThrow();
  const st = await db
    .selectFrom('stageStudy')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('seconds'), eb.lit(0)).as('s'))
    .where('userId', 'in', bench)
    .executeTakeFirstOrThrow();
  return { videos: Number(v.s), days: Number(d.s), stage: Number(st.s) };
}
