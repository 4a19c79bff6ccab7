import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { CODE_OK, type Envelope } from '../../contract/codes';
import { endpoints } from '../../contract/endpoints';
import { buildApp, type BuildOptions } from '../app';
import { loadConfig, type Config } from '../config';
import { createDb } from '../db/database';
import { freshPostgres } from './freshPostgres';
import { sharedSchemaCompilers } from './schemaCompilers';
import { migrateToLatest } from '../db/migrate';
import { claimUploadDir } from '../sharedUploads';
import type { Database } from '../db/schema';
import type { Mailer, MailMessage } from '../lib/mail';

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  config: Config;
  dataDir: string;
  /** every mail the app sent, newest last */
  mails: MailMessage[];
  /** a fresh captcha and its answer (read from the table, as a person reads the image) */
  captcha(): Promise<{ captchaId: string; captchaCode: string }>;
  /** logs in through user/login (reading the captcha answer from the database); answers the token */
  login(account: string, password: string): Promise<string>;
  close(): Promise<void>;
}

export { freshPostgres } from './freshPostgres';

/**
 * The real app on a fresh database: in-memory SQLite, or a new PostgreSQL database when
 * TEST_DATABASE_URL is set. `seed: true` loads the demo data (server/db/seed).
 */
export async function createTestApp(
  opts: {
    seed?: boolean;
    env?: Record<string, string>;
    logStream?: { write(line: string): void };
    /** SQLite in a file of the data folder instead of memory (another connection can open it) */
    sqliteInFile?: boolean;
    /** more of buildApp's options (a drain, the outage log's clock) */
    build?: Pick<BuildOptions, 'drain' | 'outageNow'>;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'training2-test-'));
  const pgAdmin = process.env.TEST_DATABASE_URL;
  const pgDb = pgAdmin ? await freshPostgres(pgAdmin, { migrated: true }) : null;
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: path.join(dataDir, 'dist'), ...opts.env }),
    databaseUrl: pgDb?.url ?? '',
    sqliteFile: opts.sqliteInFile ? path.join(dataDir, 'test.db') : ':memory:',
  };
  const db = createDb(config);
  await migrateToLatest(db);
  // as server/main.ts does: the fresh data folder's UPLOAD_DIR becomes this database's, its marker written
  const uploadToken = await claimUploadDir(db, config.uploadDir);
  if (opts.seed) {
    // as server/main.ts does: the reference data, then the demo
    const [{ loadReferenceData }, { seedDemo }] = await Promise.all([import('../db/reference'), import('../db/seed')]);
    await loadReferenceData(db);
    await seedDemo(db, config.uploadDir);
  }
  const mails: MailMessage[] = [];
  const mailer: Mailer = { send: async (m) => (mails.push(m), `test-${mails.length}`) };
  // With a log stream the production logger is used (at LOG_LEVEL, which env may set).
  const app = await buildApp(config, db, {
    ...(opts.logStream ? { logStream: opts.logStream } : { logger: false }),
    mailer,
    housekeepingMs: 0,
    alertSweepMs: 0,
    schemaController: sharedSchemaCompilers,
    uploadToken,
    ...opts.build,
  });
  await app.ready();

  const captcha = async () => {
    const res = await call<{ captchaId: string }>(app, endpoints.user.generateCaptcha.path, {});
    const { answer } = await db.selectFrom('captcha').select('answer').where('id', '=', res.data.captchaId).executeTakeFirstOrThrow();
    return { captchaId: res.data.captchaId, captchaCode: answer };
  };

  return {
    app,
    db,
    config,
    dataDir,
    mails,
    captcha,
    async login(account, password) {
      const res = await call<{ token: string }>(app, endpoints.user.login.path, { account, password, ...(await captcha()) });
      if (res.code !== CODE_OK) throw new Error(`登录失败：${res.msg}`);
      return res.data.token;
    },
    async close() {
      await app.close();
      await db.destroy();
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** POSTs a JSON body (with the token header when given) and answers the parsed envelope. */
export async function call<T = unknown>(
  app: FastifyInstance,
  path: string,
  body: object = {},
  token?: string,
): Promise<Envelope<T> & { status: number }> {
  const res = await app.inject({
    method: 'POST',
    url: path,
    headers: token ? { token } : {},
    payload: body,
  });
  return { ...(res.json() as Envelope<T>), status: res.statusCode };
}
