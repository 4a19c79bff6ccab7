import type { Kysely } from 'kysely';
import { claimOnce } from '../meta';
import type { Database } from '../schema';
import { insertActivityDemo } from './activity/activities';
import { cadreMedia, insertCadreArea } from './cadre';
import { insertCenterGroupDemo } from './centerGroup';
import { insertClassmates } from './classmates';
import { demoMedia, insertContent } from './content';
import { insertExamDemo } from './exam/exams';
import { copyHandouts, type StoredHandout } from './handouts';
import { insertLessons, lessonMedia } from './lessons';
import { writeMedia } from './media';
import { columnMedia, insertReadingContent } from './reading';
import { insertStagePlans } from './stageLessons';
import { insertSocial } from './social';
import { insertStructure } from './structure';
import { insertTopicDemo, topicMedia } from './topic/topics';
import { insertLiveDemo } from './live';
import { insertMessageDemo } from './messages';
import { insertOrgActDemo } from './orgAct';
import { insertPartyIndexActsDemo } from './partyIndexActs';
import { insertPartyArticles, partyArticleMedia } from './party-articles';
import { insertPartyBoardDemo, partyBoardMedia } from './party/board';
import { insertDuesDemo } from './party/dues';
import { insertDuesConsoleDemo } from './party/duesConsole';
import { insertTaskDemo } from './topic/tasks';
import { insertWorkDemo, workMedia } from './topic/work';
import { rebuildStageStudy } from './stageStudy';
import { hashedPasswords, insertUsers } from './users';
import { copyVideos } from './videos';
import { insertDevelopDemo } from './develop';
import { insertOrganiserDemo } from './organisers';
import { insertVoteConsoleDemo } from './voteConsole';

const SEEDED_KEY = 'demoSeededAt';
/**
 * Parts of the demo that came after the first demo databases were made, in order: each is loaded
 * once into any demo database, old or new, and its meta row says it was.
 */
type LaterPart = (trx: Kysely<Database>, now: string, handouts: Map<string, StoredHandout>) => Promise<void>;
const LATER_PARTS: [key: string, load: LaterPart][] = [
  ['demoExamsSeededAt', (trx, now) => insertExamDemo(trx, now)],
  ['demoActivitiesSeededAt', (trx, now) => insertActivityDemo(trx, now)],
  ['demoTopicsSeededAt', insertTopicDemo],
  ['demoWorkSeededAt', (trx, now) => insertWorkDemo(trx, now)],
  ['demoTasksSeededAt', (trx, now) => insertTaskDemo(trx, now)],
  ['demoMessagesSeededAt', (trx, now) => insertMessageDemo(trx, now)],
  ['demoLiveSeededAt', (trx, now) => insertLiveDemo(trx, now)],
  ['demoOrgActSeededAt', (trx, now) => insertOrgActDemo(trx, now)],
  ['demoDevelopSeededAt', (trx, now) => insertDevelopDemo(trx, now)],
  ['demoPartyArticlesSeededAt', (trx, now) => insertPartyArticles(trx, now)],
  ['demoPartyBoardSeededAt', (trx, now) => insertPartyBoardDemo(trx, now)],
  ['demoDuesSeededAt', (trx, now) => insertDuesDemo(trx, now)],
  ['demoPartyIndexActsSeededAt', (trx, now) => insertPartyIndexActsDemo(trx, now)],
  ['demoCenterGroupSeededAt', (trx, now) => insertCenterGroupDemo(trx, now)],
  // last: it turns every hand-in the parts above stored into a review item
  ['demoOrganisersSeededAt', (trx, now) => insertOrganiserDemo(trx, now)],
  // after the organisers: zb001 creates it through the console's rules
  ['demoVoteConsoleSeededAt', (trx, now) => insertVoteConsoleDemo(trx, now)],
  // after the organisers: the college's teachers (zb001, zzy001) pay dues too
  ['demoDuesConsoleSeededAt', (trx, now) => insertDuesConsoleDemo(trx, now)],
];

async function hasMeta(db: Kysely<Database>, key: string): Promise<boolean> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', key).executeTakeFirst();
  return row !== undefined;
}
const alreadySeeded = (db: Kysely<Database>) => hasMeta(db, SEEDED_KEY);

async function seedLaterParts(db: Kysely<Database>, now: string, handouts: Map<string, StoredHandout>): Promise<void> {
  if (!(await alreadySeeded(db))) return;
  for (const [key, load] of LATER_PARTS) {
    if (await hasMeta(db, key)) continue;
    await db.transaction().execute(async (trx) => {
      if (await claimOnce(trx, key, now)) await load(trx, now, handouts);
    });
  }
}

/**
 * Loads the demo data once: organisation, people, settings, enums, notices, news, banners,
 * lessons with their videos and some learners' progress.
 * Answers false when a previous run already did (the meta row 'demoSeededAt' says so). The
 * images and videos are written on every call (into `uploadDir`, UPLOAD_DIR), because a fresh data
 * folder may sit beside an old database.
 */
export async function seedDemo(db: Kysely<Database>, uploadDir: string): Promise<boolean> {
  await writeMedia(uploadDir, [
    ...demoMedia(),
    ...lessonMedia(),
    ...columnMedia(),
    ...cadreMedia(),
    ...topicMedia(),
    ...workMedia(),
    ...partyBoardMedia(),
    ...partyArticleMedia(),
  ]);
  const videos = await copyVideos(uploadDir);
  const handouts = await copyHandouts(uploadDir);
  const now = new Date().toISOString();
  if (await alreadySeeded(db)) {
    await seedLaterParts(db, now, handouts);
    return false;
  }
  const hashes = await hashedPasswords();
  const seeded = await db.transaction().execute(async (trx) => {
    // another server starting on the same PostgreSQL database may have claimed it meanwhile
    if (!(await claimOnce(trx, SEEDED_KEY, now))) return false;
    const ids = await insertStructure(trx, now);
    await insertUsers(trx, ids, hashes);
    await insertContent(trx, now);
    await insertLessons(trx, now, videos);
    await insertReadingContent(trx, now, handouts);
    await insertStagePlans(trx, ids.stage, now);
    await insertSocial(trx, now);
    await insertCadreArea(trx, now, videos);
    await insertClassmates(trx, ids, hashes, now);
    await rebuildStageStudy(trx);
    return true;
  });
  if (seeded) await seedLaterParts(db, now, handouts);
  return seeded;
}
