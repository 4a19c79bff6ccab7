import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { insertActivityDemo } from './activity/activities';
import { cadreMedia, insertCadreArea } from './cadre';
import { demoMedia, insertContent } from './content';
import { insertExamDemo } from './exam/exams';
import { copyHandouts } from './handouts';
import { insertLessons, lessonMedia } from './lessons';
import { writeMedia } from './media';
import { columnMedia, insertReadingContent } from './reading';
import { insertStagePlans } from './stageLessons';
import { insertSocial } from './social';
import { insertStructure } from './structure';
import { hashedPasswords, insertUsers } from './users';
import { copyVideos } from './videos';

const SEEDED_KEY = 'demoSeededAt';
/** The exams came after the first demo databases were made: they are loaded into those too. */
const EXAMS_SEEDED_KEY = 'demoExamsSeededAt';
/** The training activities came later still: loaded into older demo databases as well. */
const ACTIVITIES_SEEDED_KEY = 'demoActivitiesSeededAt';

async function hasMeta(db: Kysely<Database>, key: string): Promise<boolean> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', key).executeTakeFirst();
  return row !== undefined;
}
const alreadySeeded = (db: Kysely<Database>) => hasMeta(db, SEEDED_KEY);

/** The demo exams, once per demo database (the meta row 'demoExamsSeededAt' says so). */
async function seedExams(db: Kysely<Database>, now: string): Promise<boolean> {
  if (!(await alreadySeeded(db)) || (await hasMeta(db, EXAMS_SEEDED_KEY))) return false;
  return db.transaction().execute(async (trx) => {
    if (await hasMeta(trx, EXAMS_SEEDED_KEY)) return false;
    await trx.insertInto('meta').values({ key: EXAMS_SEEDED_KEY, value: now }).execute();
    await insertExamDemo(trx, now);
    return true;
  });
}

/** The demo training activities, once per demo database (meta 'demoActivitiesSeededAt'). */
async function seedActivities(db: Kysely<Database>, now: string): Promise<boolean> {
  if (!(await alreadySeeded(db)) || (await hasMeta(db, ACTIVITIES_SEEDED_KEY))) return false;
  return db.transaction().execute(async (trx) => {
    if (await hasMeta(trx, ACTIVITIES_SEEDED_KEY)) return false;
    await trx.insertInto('meta').values({ key: ACTIVITIES_SEEDED_KEY, value: now }).execute();
    await insertActivityDemo(trx, now);
    return true;
  });
}

/**
 * Loads the demo data once: organisation, people, settings, enums, notices, news, banners,
 * lessons with their videos and some learners' progress.
 * Answers false when a previous run already did (the meta row 'demoSeededAt' says so). The
 * images and videos are written on every call, because a fresh data folder may sit beside an old database.
 */
export async function seedDemo(db: Kysely<Database>, dataDir: string): Promise<boolean> {
  await writeMedia(dataDir, [...demoMedia(), ...lessonMedia(), ...columnMedia(), ...cadreMedia()]);
  const videos = await copyVideos(dataDir);
  const handouts = await copyHandouts(dataDir);
  const now = new Date().toISOString();
  if (await alreadySeeded(db)) {
    await seedExams(db, now);
    await seedActivities(db, now);
    return false;
  }
  const hashes = await hashedPasswords();
  const seeded = await db.transaction().execute(async (trx) => {
    // Checked again inside the transaction: two servers starting on one PostgreSQL database
    // would otherwise both seed; the meta insert is first so the loser fails on its key.
    if (await alreadySeeded(trx)) return false;
    await trx.insertInto('meta').values({ key: SEEDED_KEY, value: now }).execute();
    const ids = await insertStructure(trx, now);
    await insertUsers(trx, ids, hashes);
    await insertContent(trx, now);
    await insertLessons(trx, now, videos);
    await insertReadingContent(trx, now, handouts);
    await insertStagePlans(trx, ids.stage, now);
    await insertSocial(trx, now);
    await insertCadreArea(trx, now, videos);
    return true;
  });
  if (seeded) {
    await seedExams(db, now);
    await seedActivities(db, now);
  }
  return seeded;
}
