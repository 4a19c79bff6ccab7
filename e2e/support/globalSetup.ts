// Builds the web app when stale, then starts the real server on a fresh data folder (SQLite,
// demo data seeded) for the browser tests.
import { buildIfStale } from '../../scripts/buildIfStale';
import { startServer, type RunningServer } from './server';
import { writeState } from './state';

declare global {
  var __E2E_SERVER__: RunningServer | undefined;
}

export default async function globalSetup() {
  buildIfStale({ log: (line) => console.log(`\n${line}`) });
  const server = await startServer();
  globalThis.__E2E_SERVER__ = server;
  writeState(server);
  console.log(`[e2e] server ready at ${server.origin}/training2/ (data ${server.dataDir})`);
}
