import { createHash } from 'node:crypto';
import { Client } from 'pg';
import { createDb } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { migrations } from '../db/migrations';
import { randomHex } from '../lib/tokens';

// Apart from testApp.ts so that the browser tests and the benchmarks can make a database without
// loading the whole app.

const urlOf = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * A database migrated to the latest schema, kept in the cluster as the template of migrated test
 * databases: copying it is a file copy, while running every migration took most of a second for
 * each test app. Its name follows the migrations' code, so a changed or added migration makes a
 * new one. An advisory lock lets one Jest worker build it while the others wait.
 */
async function migratedTemplate(admin: Client, adminUrl: string): Promise<string> {
  const code = Object.entries(migrations)
    .map(([name, m]) => `${name}\n${m.up.toString()}`)
    .join('\n');
  const name = `t_template_${createHash('sha256').update(code).digest('hex').slice(0, 12)}`;
  await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return name;
    // built under another name and renamed when complete, so a run stopped halfway leaves no
    // half-migrated template behind under the name the next run looks for
    const building = `${name}_building`;
    await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${building}`);
    const db = createDb({ databaseUrl: urlOf(adminUrl, building), sqliteFile: '' });
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
  }
}

/**
 * A fresh PostgreSQL database beside TEST_DATABASE_URL's; answers its URL and how to drop it.
 * `migrated`: a copy of the migrated template instead of an empty database.
 */
export async function freshPostgres(
  adminUrl: string,
  opts: { migrated?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `t_${randomHex(8)}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const template = opts.migrated ? await migratedTemplate(admin, adminUrl) : null;
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = urlOf(adminUrl, name);
  return {
    url,
    drop: async () => {
      const c = new Client({ connectionString: adminUrl });
      await c.connect();
      // The app's pool is closed by now, but its sockets close a moment later; a FORCE drop
      // that kills one of them first makes that client emit an error no one listens to any
      // more, which Jest reports against whatever test file runs next. Let them leave first.
      for (let i = 0; i < 100; i++) {
        const { rows } = await c.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
