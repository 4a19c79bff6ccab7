import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '../db/database';
import { freshPostgres } from './testApp';

// Tests only: a school's command (npm run import / export) run as IT staff run it, each test in
// a fresh folder with a fresh DATA_DIR (SQLite) or a fresh PostgreSQL database when
// TEST_DATABASE_URL is set. The folder is where the command is "typed" (INIT_CWD).

const ROOT = path.resolve(__dirname, '../..');

export interface CliSandbox {
  /** the folder of the current test: where the command was typed, with data/ as DATA_DIR */
  dir: string;
  env: NodeJS.ProcessEnv;
  /** runs server/cli/<script> with the arguments */
  cli(...args: string[]): Promise<{ code: number; out: string; err: string }>;
  /** the database the command uses, for a test to look or to set up (destroy it after) */
  db(): ReturnType<typeof createDb>;
}

/** Registers the per-test folder and database with Jest (call at the top of a test file). */
export function cliSandbox(script: string): CliSandbox {
  let dropPg: (() => Promise<void>) | null = null;
  const s: CliSandbox = {
    dir: '',
    env: {},
    cli: (...args) =>
      new Promise((resolve) => {
        execFile(process.execPath, ['--import', 'tsx', `server/cli/${script}`, ...args], { cwd: ROOT, env: s.env }, (error, out, err) =>
          resolve({ code: error ? Number(error.code ?? 1) : 0, out, err }),
        );
      }),
    db: () => createDb({ databaseUrl: s.env.DATABASE_URL ?? '', sqliteFile: path.join(s.dir, 'data', 'training2.db') }),
  };
  beforeEach(async () => {
    s.dir = fs.mkdtempSync(path.join(os.tmpdir(), `training2-${path.basename(script, '.ts')}-`));
    const pg = process.env.TEST_DATABASE_URL ? await freshPostgres(process.env.TEST_DATABASE_URL) : null;
    dropPg = pg?.drop ?? null;
    s.env = { ...process.env, DATA_DIR: path.join(s.dir, 'data'), DATABASE_URL: pg?.url ?? '', LOG_LEVEL: 'silent', INIT_CWD: s.dir };
  }, 30_000);
  afterEach(async () => {
    await dropPg?.();
    fs.rmSync(s.dir, { recursive: true, force: true });
  }, 30_000);
  return s;
}
