import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { cadreMedia, insertCadreArea } from './cadre';
import { demoMedia, insertContent } from './content';
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

async function alreadySeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', SEEDED_KEY).executeTakeFirst();
  return row !== undefined;
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
  if (await alreadySeeded(db)) return false;
  const hashes = await hashedPasswords();
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
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
}
