import Fastify from 'fastify';
import { OUTAGE_SUMMARY_MS, OutageLog } from './outageLog';

// A database outage: the first failure with its stack, then at most a line per 30 s counting the
// failures, and one line when a query succeeds again. The clock is handed in.

function setup() {
  const lines: Record<string, unknown>[] = [];
  const { log } = Fastify({ logger: { level: 'info', stream: { write: (l: string) => void lines.push(JSON.parse(l)) } } });
  let now = 1_000_000;
  const outage = new OutageLog(log, () => now);
  return { lines, outage, advance: (ms: number) => void (now += ms) };
}

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

test('the first failure is logged with its stack; the next ones within 30 s are not', () => {
  const { lines, outage, advance } = setup();
  outage.failed(refused());
  expect(outage.active).toBe(true);
  for (let i = 0; i < 100; i++) {
    advance(250);
    outage.failed(refused());
  }
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({ level: 50, msg: expect.stringContaining('数据库不可用') });
  expect((lines[0].err as { stack: string }).stack).toContain('ECONNREFUSED');
});

test('then one summary line per 30 s with the failures in between, no stack; one line on recovery', () => {
  const { lines, outage, advance } = setup();
  outage.failed(refused());
  for (let i = 0; i < 7; i++) {
    advance(1000);
    outage.failed(refused());
  }
  advance(OUTAGE_SUMMARY_MS - 7000);
  outage.failed(refused());
  expect(lines.map((l) => l.msg)).toEqual([expect.any(String), '数据库不可用：过去 30 秒又有 8 个请求失败']);
  expect(lines[1]).toMatchObject({ level: 50, failedRequests: 8, err: { code: 'ECONNREFUSED' } });
  expect((lines[1].err as { stack?: string }).stack ?? '').toBe('');
  // a moment later: nothing; 30 s after the summary: the next one
  advance(29_999);
  outage.failed(refused());
  expect(lines).toHaveLength(2);
  advance(1);
  outage.failed(refused());
  expect(lines[2].msg).toBe('数据库不可用：过去 30 秒又有 2 个请求失败');

  advance(5000);
  outage.succeeded();
  outage.succeeded();
  expect(lines.slice(3)).toEqual([expect.objectContaining({ level: 40, msg: '数据库已恢复', failedRequests: 11, outageSeconds: 65 })]);
  expect(outage.active).toBe(false);
});

test('a success without an outage writes nothing; the next outage starts with a stack again', () => {
  const { lines, outage, advance } = setup();
  outage.succeeded();
  expect(lines).toEqual([]);
  outage.failed(refused());
  outage.succeeded();
  advance(1000);
  outage.failed(refused());
  expect(lines.map((l) => [l.msg, Boolean((l.err as { stack?: string } | undefined)?.stack)])).toEqual([
    [expect.stringContaining('数据库不可用'), true],
    ['数据库已恢复', false],
    [expect.stringContaining('数据库不可用'), true],
  ]);
});
