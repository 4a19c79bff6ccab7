import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { isPostgresUrl } from '../server/config';
import { createDb } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import type { Database } from '../server/db/schema';
import { seedDemo } from '../server/db/seed';
import { rebuildStageStudy } from '../server/db/seed/stageStudy';
import { hashPassword } from '../server/lib/password';
import { beijingDate } from '../server/lib/beijingDate';
import { mulberry32 } from '../server/lib/random';
import { postgresBulk, sqliteBulk, type Bulk, type Cell } from './seedScaleBulk';
import { branchNames, NATIONS, personName, pick, SCALE_COLLEGES, type Rand } from './seedScaleNames';

// seed:scale: a separate database for the ranking and report benchmark (issue #12). The demo
// seed first (catalogue, stages, stage plans, topics, exams), then ~20 more colleges with 8-12
// branches each under the school, then N learners (s000001...) spread over the branches and the
// stages, each with video progress on some of their stage's required lessons, the matching
// study_day rows over the last 60 days, topic membership and some closed, scored exam attempts;
// finally stage_study is rebuilt from study_day. Refuses a target that already exists.

export const SCALE_PASSWORD = 'Dangjian@2026';
export const SCALE_META_KEY = 'scaleSeededAt';
const DAYS = 60;
const CHUNK = 10_000;
const DAY_MS = 86_400_000;

export class ScaleError extends Error {}

export interface ScaleOptions {
  learners: number;
  /** data folder: the SQLite file (training2.db) and the demo media go here */
  out: string;
  /** a postgres:// URL naming the target database (created when missing); empty for SQLite */
  databaseUrl?: string;
  seed?: number;
  now?: Date;
  log?: (line: string) => void;
}

export interface ScaleResult {
  target: string;
  seconds: number;
  counts: Record<string, number>;
}

/** Where the data goes, as told to people (no password in a URL). */
export function describeTarget(opts: Pick<ScaleOptions, 'out' | 'databaseUrl'>): string {
  if (opts.databaseUrl) {
    const u = new URL(opts.databaseUrl);
    u.password = '';
    return `PostgreSQL ${u.toString()}`;
  }
  return `SQLite ${path.join(opts.out, 'training2.db')}`;
}

/** Makes sure the PostgreSQL target is a new or empty database (creating it when missing). */
async function preparePostgres(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new ScaleError(`数据库名无效：“${name}”（只能包含字母、数字和下划线）`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const c = new pg.Client({ connectionString: admin.toString() });
  await c.connect();
  try {
    const { rows } = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rows.length === 0) {
      await c.query(`CREATE DATABASE "${name}"`);
      return;
    }
  } finally {
    await c.end();
  }
  const t = new pg.Client({ connectionString: url });
  await t.connect();
  try {
    const { rows } = await t.query(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = current_schema()`);
    if (rows[0].n > 0) {
      throw new ScaleError(
        `目标数据库 ${name} 已存在且不为空。seed:scale 不会覆盖已有数据；请换一个数据库名，或先删除它（DROP DATABASE "${name}"）后再运行。`,
      );
    }
  } finally {
    await t.end();
  }
}

interface StageInfo {
  id: number;
  phaseSort: number;
  startDate: string;
  videos: { id: number; lessonId: number; duration: number }[];
  identityId: number;
  partyStatus: string;
}
interface TopicInfo {
  id: number;
  phaseId: number;
  startDate: string;
  endDate: string;
  examId: number | null;
}
interface ExamInfo {
  id: number;
  start: number;
  end: number;
  minutes: number;
  pass: number;
  total: number;
  attempts: number;
  paper: string;
}
interface BranchInfo {
  id: number;
  name: string;
  college: string;
  collegeShort: string;
  major: string;
  staff: boolean;
  kind: 'ug' | 'master' | 'phd' | 'staff';
  weight: number;
}

/** Share of the learners per stage, by phase (1-3) and stage (1-3) in sort order: the autumn stages are today's. */
const STAGE_SHARE: Record<string, number> = {
  '1-1': 0.04,
  '1-2': 0.04,
  '1-3': 0.4,
  '2-1': 0.03,
  '2-2': 0.03,
  '2-3': 0.22,
  '3-1': 0.03,
  '3-2': 0.03,
  '3-3': 0.18,
};
const PARTY_STATUS = ['activist', 'candidate', 'probationary'];
const IDENTITY = ['入党积极分子', '发展对象', '预备党员'];

const collegeOf = (orgName: string) => orgName.replace(/(党委|党总支)$/, '');
const shortOf = (college: string) => college.replace(/^(.{2}).*$/, '$1') + '学院';
const DEMO_MAJORS: Record<string, string> = {
  计算机科学与技术学院: '计算机科学与技术',
  马克思主义学院: '马克思主义理论',
  机械工程学院: '机械设计制造及其自动化',
  经济与管理学院: '工商管理',
  机关: '',
};

function branchKind(name: string): BranchInfo['kind'] {
  if (/教工|机关|组织部|办公室/.test(name)) return 'staff';
  if (name.includes('博士')) return 'phd';
  if (name.includes('研究生')) return 'master';
  return 'ug';
}

async function loadStructure(db: Kysely<Database>, rand: Rand) {
  const school = await db
    .selectFrom('orgUnit')
    .select(['id'])
    .where('parentId', 'is', null)
    .orderBy('sort')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const existingColleges = await db.selectFrom('orgUnit').select(['id', 'name', 'sort']).where('parentId', '=', school.id).execute();
  // the new colleges and their branches, after the demo's
  let sort = Math.max(0, ...existingColleges.map((c) => c.sort));
  for (const college of SCALE_COLLEGES) {
    const { id } = await db
      .insertInto('orgUnit')
      .values({ parentId: school.id, name: college.name, kind: college.kind, sort: ++sort })
      .returning('id')
      .executeTakeFirstOrThrow();
    const names = branchNames(rand, college);
    await db
      .insertInto('orgUnit')
      .values(names.map((b, i) => ({ parentId: id, name: b.name, kind: '党支部', sort: i + 1 })))
      .execute();
  }
  const colleges = await db.selectFrom('orgUnit').select(['id', 'name']).where('parentId', '=', school.id).execute();
  const branchRows = await db
    .selectFrom('orgUnit')
    .select(['id', 'name', 'parentId'])
    .where(
      'parentId',
      'in',
      colleges.map((c) => c.id),
    )
    .orderBy('id')
    .execute();
  const branches: BranchInfo[] = branchRows.map((b) => {
    const orgName = colleges.find((c) => c.id === b.parentId)!.name;
    const college = collegeOf(orgName);
    const scale = SCALE_COLLEGES.find((c) => c.name === orgName);
    const kind = branchKind(b.name);
    // student branches vary a lot in size (log-normal), staff branches train few
    const weight = kind === 'staff' ? 0.12 + 0.1 * rand() : Math.exp(0.6 * gauss(rand)) * (kind === 'ug' ? 1.3 : 0.8);
    return {
      id: b.id,
      name: b.name,
      college,
      collegeShort: scale?.short ?? shortOf(college),
      major: scale?.major ?? DEMO_MAJORS[college] ?? '',
      staff: kind === 'staff',
      kind,
      weight,
    };
  });

  const identities = await db.selectFrom('identity').select(['id', 'name']).execute();
  const stageRows = await db
    .selectFrom('stage as s')
    .innerJoin('phase as p', 'p.id', 's.phaseId')
    .select(['s.id', 's.startDate', 's.sort', 'p.sort as phaseSort'])
    .orderBy('p.sort')
    .orderBy('s.sort')
    .execute();
  const plan = await db
    .selectFrom('stageLesson as sl')
    .innerJoin('lessonVideo as v', 'v.lessonId', 'sl.lessonId')
    .select(['sl.stageId', 'v.id', 'v.lessonId', 'v.duration'])
    .where('sl.kind', '=', 'required')
    .orderBy('sl.stageId')
    .orderBy('sl.sort')
    .orderBy('v.sort')
    .orderBy('v.id')
    .execute();
  const stages = new Map<string, StageInfo>();
  for (const s of stageRows) {
    const phaseIndex = Math.min(2, s.phaseSort - 1);
    stages.set(`${s.phaseSort}-${s.sort}`, {
      id: s.id,
      phaseSort: s.phaseSort,
      startDate: s.startDate,
      videos: plan.filter((p) => p.stageId === s.id).map((p) => ({ id: p.id, lessonId: p.lessonId, duration: p.duration })),
      identityId: identities.find((i) => i.name === IDENTITY[phaseIndex])?.id ?? identities[0].id,
      partyStatus: PARTY_STATUS[phaseIndex],
    });
  }
  const stagePhase = new Map((await db.selectFrom('stage').select(['id', 'phaseId']).execute()).map((s) => [s.id, s.phaseId]));
  const topics: TopicInfo[] = await db
    .selectFrom('topic')
    .select(['id', 'phaseId', 'startDate', 'endDate', 'examId'])
    .execute()
    .then((rows) => rows.flatMap((t) => (t.phaseId === null ? [] : [{ ...t, phaseId: t.phaseId }])));

  // the exams learners sit: each stage's topic exam, and the course exam of 中国共产党章程逐条解读 (required in every phase)
  const charter = await db.selectFrom('lesson').select('id').where('title', '=', '中国共产党章程逐条解读').executeTakeFirst();
  const examRows = await db
    .selectFrom('exam')
    .select(['id', 'lessonId', 'startTime', 'endTime', 'duration', 'passScore', 'totalScore', 'attemptsAllowed'])
    .where('audience', '!=', 'cadre')
    .execute();
  const papers = await db
    .selectFrom('examPaper as p')
    .innerJoin('examQuestion as q', 'q.id', 'p.questionId')
    .select(['p.examId', 'q.id', 'q.options'])
    .orderBy('p.examId')
    .orderBy('p.sort')
    .execute();
  const exams = new Map<number, ExamInfo>(
    examRows.map((e) => [
      e.id,
      {
        id: e.id,
        start: Date.parse(e.startTime),
        end: Date.parse(e.endTime),
        minutes: e.duration,
        pass: e.passScore,
        total: e.totalScore,
        attempts: e.attemptsAllowed,
        paper: JSON.stringify(papers.filter((p) => p.examId === e.id).map((p) => ({ id: p.id, options: optionKeys(p.options) }))),
      },
    ]),
  );
  const charterExam = charter ? examRows.find((e) => e.lessonId === charter.id) : undefined;
  return { school, branches, stages, stagePhase, topics, exams, charterLesson: charter?.id ?? null, charterExam: charterExam?.id ?? null };
}

function optionKeys(options: unknown): string[] {
  try {
    const list = (typeof options === 'string' ? JSON.parse(options) : options) as { key: string }[];
    return Array.isArray(list) ? list.map((o) => o.key) : [];
  } catch {
    return [];
  }
}

function gauss(rand: Rand): number {
  const u = Math.max(rand(), 1e-9);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand());
}

/** Index into cumulative weights (binary search). */
function weighted(cum: number[], rand: Rand): number {
  const x = rand() * cum[cum.length - 1];
  let lo = 0;
  let hi = cum.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cum[mid] > x) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

const cumulative = (weights: number[]) => weights.reduce<number[]>((acc, w) => (acc.push((acc.at(-1) ?? 0) + w), acc), []);
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Fills the target with the demo seed and `learners` more learners; answers the counts. */
export async function seedScale(opts: ScaleOptions): Promise<ScaleResult> {
  const log = opts.log ?? (() => undefined);
  const started = Date.now();
  const now = opts.now ?? new Date();
  const nowMs = now.getTime();
  const rand = mulberry32(opts.seed ?? 20260301);
  const databaseUrl = opts.databaseUrl ?? '';
  if (databaseUrl && !isPostgresUrl(databaseUrl)) throw new ScaleError('--database-url 无效：仅支持 postgres:// 或 postgresql:// 地址');
  if (!Number.isInteger(opts.learners) || opts.learners < 1 || opts.learners > 2_000_000)
    throw new ScaleError('--learners 应为 1-2000000 之间的整数');
  const sqliteFile = path.resolve(opts.out, 'training2.db');
  const target = describeTarget(opts);
  if (databaseUrl) await preparePostgres(databaseUrl);
  else if (fs.existsSync(sqliteFile)) {
    throw new ScaleError(
      `目标数据库已存在：${sqliteFile}。seed:scale 不会覆盖已有数据；如需重建，请先删除该文件（及同目录下的 -wal、-shm 文件）或换一个 --out 目录。`,
    );
  }
  fs.mkdirSync(opts.out, { recursive: true });

  log(`seed:scale: ${opts.learners} learners into ${target}`);
  let db = createDb({ databaseUrl, sqliteFile });
  await migrateToLatest(db);
  await seedDemo(db, path.join(path.resolve(opts.out), 'uploads'));
  log(`  demo seed and migrations: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const s = await loadStructure(db, rand);
  const maxUser =
    (
      await db
        .selectFrom('user')
        .select((eb) => eb.fn.max('id').as('m'))
        .executeTakeFirstOrThrow()
    ).m ?? 0;
  const maxRecord =
    (
      await db
        .selectFrom('examRecord')
        .select((eb) => eb.fn.max('id').as('m'))
        .executeTakeFirstOrThrow()
    ).m ?? 0;
  await db
    .insertInto('meta')
    .values({ key: SCALE_META_KEY, value: JSON.stringify({ at: now.toISOString(), learners: opts.learners }) })
    .execute();
  await db.destroy();
  const passwordHash = await hashPassword(SCALE_PASSWORD);

  const branchCum = cumulative(s.branches.map((b) => b.weight));
  const stageKeys = Object.keys(STAGE_SHARE).filter((k) => s.stages.has(k));
  const stageCum = cumulative(stageKeys.map((k) => STAGE_SHARE[k]));
  const today = beijingDate(now);
  const days = Array.from({ length: DAYS }, (_, k) => {
    const date = beijingDate(new Date(nowMs - k * DAY_MS));
    return { date, noon: Math.min(Date.parse(`${date}T12:00:00+08:00`), nowMs - 9 * 3600_000) };
  });
  const topicsOf = (stage: StageInfo) =>
    s.topics.filter((t) => t.phaseId === s.stagePhase.get(stage.id) && t.endDate >= stage.startDate && t.startDate <= today);

  const bulk: Bulk = databaseUrl ? await postgresBulk(databaseUrl) : sqliteBulk(sqliteFile);
  const counts = { user: 0, video_progress: 0, study_day: 0, topic_member: 0, exam_record: 0 };
  let recordId = Number(maxRecord);
  try {
    for (let from = 0; from < opts.learners; from += CHUNK) {
      const users: Cell[][] = [];
      const progress: Cell[][] = [];
      const studyDays: Cell[][] = [];
      const members: Cell[][] = [];
      const records: Cell[][] = [];
      const end = Math.min(opts.learners, from + CHUNK);
      for (let n = from + 1; n <= end; n++) {
        const userId = Number(maxUser) + n;
        const account = `s${pad(n, 6)}`;
        const branch = s.branches[weighted(branchCum, rand)];
        const stage = s.stages.get(stageKeys[weighted(stageCum, rand)])!;
        const gender = rand() < 0.52 ? 2 : 1;
        const createdAt = new Date(nowMs - (100 + Math.floor(rand() * 120)) * DAY_MS - Math.floor(rand() * 8 * 3600_000)).toISOString();
        const changed = rand() < 0.8;
        const year =
          branch.kind === 'ug'
            ? 2022 + Math.floor(rand() * 4)
            : branch.kind === 'staff'
              ? 2010 + Math.floor(rand() * 15)
              : 2023 + Math.floor(rand() * 3);
        const birthYear =
          branch.kind === 'staff' ? 1980 + Math.floor(rand() * 18) : year - 18 - (branch.kind === 'ug' ? 0 : 4) - Math.floor(rand() * 2);
        users.push([
          userId,
          account,
          passwordHash,
          personName(rand, gender as 1 | 2),
          gender,
          6,
          '',
          `1${pick(rand, ['38', '39', '50', '58', '59', '77', '86', '88'])}${pad(Math.floor(rand() * 1e8), 8)}`,
          `${account}@stu.example.edu.cn`,
          `${year}${pad(n, 6)}`,
          pick(rand, NATIONS),
          branch.kind === 'phd' ? '11' : branch.kind === 'ug' ? '21' : '14',
          stage.partyStatus,
          `${birthYear}-${pad(1 + Math.floor(rand() * 12), 2)}-${pad(1 + Math.floor(rand() * 28), 2)}`,
          stage.phaseSort === 3 ? `2026-0${5 + Math.floor(rand() * 2)}-${pad(1 + Math.floor(rand() * 28), 2)}` : null,
          branch.college,
          branch.major,
          branch.staff ? '' : `${branch.collegeShort.replace(/学院$/, '')}${String(year).slice(2)}${pad(1 + Math.floor(rand() * 4), 2)}班`,
          stage.identityId,
          branch.id,
          stage.id,
          changed ? 0 : 1,
          1,
          createdAt,
          createdAt,
          changed ? new Date(Date.parse(createdAt) + 5 * DAY_MS).toISOString() : null,
          rand() < 0.7 ? new Date(nowMs - Math.floor(rand() * 10 * DAY_MS)).toISOString() : null,
        ]);

        // how far the learner got: 14% nothing yet, the rest skewed low, in whole videos plus
        // perhaps a part of the next one in 5-minute steps, a slide of a demo lecture (so equal figures are common)
        const active = rand() >= 0.14;
        const share = active ? Math.pow(rand(), 1.6) : 0;
        const videos = stage.videos;
        const rotate = rand() < 0.7 ? 0 : Math.floor(rand() * videos.length);
        const order = videos.map((_v, i) => videos[(i + rotate) % videos.length]);
        const full = active ? Math.min(order.length, Math.floor(share * (order.length + 1))) : 0;
        const watched: { id: number; lessonId: number; duration: number; credited: number }[] = order
          .slice(0, full)
          .map((v) => ({ ...v, credited: v.duration }));
        if (active && full < order.length && rand() < 0.6) {
          const credited = 300 * Math.floor(rand() * Math.floor(order[full].duration / 300));
          if (credited > 0) watched.push({ ...order[full], credited });
        }
        // the days: k study days (1-4 videos each) drawn from a window ending today, oldest first
        const perDay = new Map<number, number>();
        const doneAt = new Map<number, number>();
        const k = Math.min(DAYS, Math.ceil(watched.length / (1 + rand() * 3)));
        const window = k + Math.floor(rand() * (DAYS - k + 1));
        const pool = Array.from({ length: window }, (_v, i) => i);
        for (let i = 0; i < k; i++) {
          const j = i + Math.floor(rand() * (window - i));
          [pool[i], pool[j]] = [pool[j], pool[i]];
        }
        const studyOn = pool.slice(0, k).sort((a, b) => b - a);
        for (const [i, v] of watched.entries()) {
          const day = studyOn[Math.floor((i * k) / watched.length)];
          perDay.set(day, (perDay.get(day) ?? 0) + v.credited);
          const at = new Date(days[day].noon + Math.floor(rand() * 8 * 3600_000)).toISOString();
          doneAt.set(v.id, day);
          const completed = v.credited >= v.duration;
          progress.push([userId, v.id, v.credited, v.credited, `[[0,${v.credited}]]`, completed ? 1 : 0, at, completed ? at : null]);
        }
        for (const [k, seconds] of perDay) studyDays.push([userId, days[k].date, seconds]);

        for (const t of topicsOf(stage)) {
          if (rand() >= 0.96) continue;
          members.push([t.id, userId, new Date(Date.parse(`${t.startDate}T09:00:00+08:00`) - 3 * DAY_MS).toISOString()]);
          if (t.examId !== null && rand() < 0.25 + 0.6 * share)
            recordId = attempts(records, s.exams.get(t.examId), userId, recordId, nowMs, rand, nowMs - DAYS * DAY_MS);
        }
        const charterDone =
          s.charterLesson !== null &&
          watched.some((v) => v.lessonId === s.charterLesson) &&
          stage.videos
            .filter((v) => v.lessonId === s.charterLesson)
            .every((v) => watched.some((w) => w.id === v.id && w.credited >= v.duration));
        if (charterDone && s.charterExam !== null && rand() < 0.7) {
          const lastDay = Math.min(...stage.videos.filter((v) => v.lessonId === s.charterLesson).map((v) => doneAt.get(v.id) ?? 0));
          recordId = attempts(records, s.exams.get(s.charterExam), userId, recordId, nowMs, rand, days[lastDay].noon);
        }
      }
      await bulk.begin();
      await bulk.insert('user', USER_COLUMNS, users);
      await bulk.insert('topic_member', ['topic_id', 'user_id', 'joined_at'], members);
      await bulk.insert(
        'video_progress',
        ['user_id', 'video_id', 'position', 'credited', 'covered', 'completed', 'updated_at', 'completed_at'],
        progress,
      );
      await bulk.insert('study_day', ['user_id', 'date', 'seconds'], studyDays);
      await bulk.insert('exam_record', RECORD_COLUMNS, records);
      await bulk.commit();
      counts.user += users.length;
      counts.video_progress += progress.length;
      counts.study_day += studyDays.length;
      counts.topic_member += members.length;
      counts.exam_record += records.length;
      log(`  ${end} / ${opts.learners} learners (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
    await bulk.fixSequence('user');
    await bulk.fixSequence('exam_record');
  } finally {
    await bulk.close();
  }

  db = createDb({ databaseUrl, sqliteFile });
  try {
    const t = Date.now();
    await rebuildStageStudy(db);
    log(`  stage_study rebuilt from study_day: ${((Date.now() - t) / 1000).toFixed(1)} s`);
    if (databaseUrl) {
      // what autovacuum does after a bulk load, done now so the benchmark sees a settled database
      await sql`VACUUM ANALYZE`.execute(db);
      log('  VACUUM ANALYZE done');
    }
    const total: Record<string, number> = {};
    for (const table of ['org_unit', 'user', 'video_progress', 'study_day', 'topic_member', 'exam_record', 'stage_study'] as const) {
      const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db);
      total[table] = Number(rows[0].n);
    }
    return { target, seconds: (Date.now() - started) / 1000, counts: total };
  } finally {
    await db.destroy();
  }
}

const USER_COLUMNS = [
  'id',
  'account',
  'password_hash',
  'name',
  'gender',
  'app_id',
  'avatar_url',
  'phone',
  'email',
  'student_no',
  'nation',
  'education',
  'party_status',
  'birthday',
  'join_party_date',
  'college',
  'major',
  'class_name',
  'identity_id',
  'org_id',
  'stage_id',
  'default_password',
  'status',
  'created_at',
  'updated_at',
  'password_changed_at',
  'last_login_at',
];
const RECORD_COLUMNS = [
  'id',
  'exam_id',
  'user_id',
  'attempt_no',
  'status',
  'start_time',
  'end_time',
  'closed_at',
  'close_reason',
  'score',
  'passed',
  'leave_count',
  'paper',
];

/** One or two closed, scored attempts at an exam, between `after` and now within the exam's window; answers the last id used. */
function attempts(
  records: Cell[][],
  exam: ExamInfo | undefined,
  userId: number,
  lastId: number,
  nowMs: number,
  rand: Rand,
  after: number,
): number {
  if (!exam) return lastId;
  const minutes = exam.minutes * 60_000;
  const from = Math.max(exam.start, after);
  const until = Math.min(exam.end, nowMs) - minutes;
  if (until <= from) return lastId;
  let start = from + Math.floor(rand() * (until - from) * 0.7);
  let id = lastId;
  for (let attempt = 1; attempt <= Math.min(2, exam.attempts); attempt++) {
    // scores in steps of 5, most between 60 and 95
    const score = Math.min(exam.total, 5 * Math.round((exam.total * (0.35 + 0.65 * Math.sqrt(rand()))) / 5));
    const closedAt = start + Math.floor((0.3 + 0.6 * rand()) * minutes);
    records.push([
      ++id,
      exam.id,
      userId,
      attempt,
      'closed',
      new Date(start).toISOString(),
      new Date(start + minutes).toISOString(),
      new Date(closedAt).toISOString(),
      'submitted',
      score,
      score >= exam.pass ? 1 : 0,
      0,
      exam.paper,
    ]);
    if (score >= exam.pass || rand() < 0.4) break;
    start = closedAt + Math.floor(rand() * (until - closedAt));
    if (start >= until) break;
  }
  return id;
}
