import { rmSync } from 'node:fs';
import { stopServer } from './server';
import { STATE_FILE } from './state';

export default async function globalTeardown() {
  const server = globalThis.__E2E_SERVER__;
  if (server) await stopServer(server, { keepData: process.env.E2E_KEEP_DATA === '1' });
  rmSync(STATE_FILE, { force: true });
}
