// Two `npm start` at once on one checkout: one builds, the other waits and then uses that build;
// a lock left by a process that died (or held for far too long) does not stop the next start.
// Each competitor is a process of its own running buildOnce, as `npm start` does.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
let tmp: string;
let lockDir: string;
let builds: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'training2-build-lock-'));
  lockDir = path.join(tmp, '.build-lock');
  builds = path.join(tmp, 'builds.log');
  // a "build" that takes a moment and leaves its output, which makes the next look find it fresh
  fs.writeFileSync(
    path.join(tmp, 'competitor.ts'),
    [
      "import fs from 'node:fs';",
      `import { buildOnce } from ${JSON.stringify(path.join(ROOT, 'scripts', 'buildLock'))};`,
      'const [lockDir, output, builds] = process.argv.slice(2);',
      'const outcome = buildOnce({',
      '  lockDir,',
      "  stale: () => (fs.existsSync(output) ? null : 'no output yet'),",
      '  build: () => {',
      '    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);',
      '    fs.appendFileSync(builds, `${process.pid}\\n`);',
      "    fs.writeFileSync(output, 'built');",
      '  },',
      '});',
      'console.log(`outcome ${outcome}`);',
    ].join('\n'),
  );
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

function competitor(): { output: () => string; done: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(tmp, 'competitor.ts'), lockDir, path.join(tmp, 'output'), builds], {
    cwd: ROOT,
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return { output: () => output, done: new Promise((resolve) => child.on('exit', resolve)) };
}

async function until(what: string, ok: () => boolean, ms = 60_000): Promise<void> {
  const began = Date.now();
  while (!ok()) {
    if (Date.now() - began > ms) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const holdLock = (owner: { pid: number; host: string; since: number }) => {
  fs.mkdirSync(lockDir);
  fs.writeFileSync(path.join(lockDir, 'owner.json'), JSON.stringify(owner));
};
const built = () => (fs.existsSync(builds) ? fs.readFileSync(builds, 'utf8').trim().split('\n') : []);

test('two at once: exactly one builds, the other waits for it and uses its build', async () => {
  // held by this (live) process until both competitors wait at it, so they meet whatever this machine's speed
  holdLock({ pid: process.pid, host: os.hostname(), since: Date.now() });
  const a = competitor();
  const b = competitor();
  await until('both wait', () => [a, b].every((c) => c.output().includes('another process is building')));
  fs.rmSync(lockDir, { recursive: true });
  expect(await Promise.all([a.done, b.done])).toEqual([0, 0]);
  expect(built()).toHaveLength(1);
  const outcomes = [a, b].map((c) => /outcome (\w+)/.exec(c.output())?.[1]).sort();
  expect(outcomes).toEqual(['built', 'waited']);
  expect(fs.existsSync(lockDir)).toBe(false);
}, 120_000);

test('a lock left by a process that died is broken, and the build runs', async () => {
  const dead = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => dead.on('exit', resolve));
  holdLock({ pid: dead.pid!, host: os.hostname(), since: Date.now() });
  const c = competitor();
  expect(await c.done).toBe(0);
  expect(c.output()).toContain(`is stale (its process ${dead.pid} is gone)`);
  expect(c.output()).toContain('outcome built');
  expect(built()).toHaveLength(1);
}, 120_000);

test('a lock held far too long (a hung build, another machine) is broken too', async () => {
  holdLock({ pid: process.pid, host: os.hostname(), since: Date.now() - 21 * 60_000 });
  const c = competitor();
  expect(await c.done).toBe(0);
  expect(c.output()).toContain('held for over 20 minutes');
  expect(c.output()).toContain('outcome built');
}, 120_000);

test('nothing to build: no lock is taken and nothing waits', async () => {
  fs.writeFileSync(path.join(tmp, 'output'), 'built');
  holdLock({ pid: process.pid, host: os.hostname(), since: Date.now() });
  const c = competitor();
  expect(await c.done).toBe(0);
  expect(c.output()).toContain('outcome fresh');
  expect(built()).toEqual([]);
}, 120_000);
