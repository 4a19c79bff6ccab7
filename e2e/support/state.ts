// What the global setup hands to the tests: written to a file, since globalSetup runs in another
// context than the test files.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RunningServer } from './server';

export const STATE_FILE = path.join(__dirname, '..', '.tmp', 'state.json');

export function writeState(server: RunningServer) {
  mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  writeFileSync(STATE_FILE, JSON.stringify(server, null, 2));
}

export function readState(): RunningServer {
  return JSON.parse(readFileSync(STATE_FILE, 'utf8'));
}
