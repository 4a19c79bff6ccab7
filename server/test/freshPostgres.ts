import { Client } from 'pg';
import { randomHex } from '../lib/tokens';

// Apart from testApp.ts so that the browser tests and the benchmarks can make a database without
// loading the whole app.

/** A fresh PostgreSQL database beside TEST_DATABASE_URL's; answers its URL and how to drop it. */
export async function freshPostgres(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `t_${randomHex(8)}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
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
