import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../test/testApp';
import { parseRange } from './sendFile';

// Video players fetch in byte ranges (and seek by asking for a later one).
let t: TestApp;
const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
const url = '/uploads/demo/videos/clip-0123456789.mp4';
beforeAll(async () => {
  t = await createTestApp();
  const dir = path.join(t.dataDir, 'uploads/demo/videos');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'clip-0123456789.mp4'), bytes);
});
afterAll(() => t.close());

const get = (range?: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers: range === undefined ? {} : { range } });

test('without Range the whole file, announcing that ranges are accepted', async () => {
  const res = await get();
  expect(res.statusCode).toBe(200);
  expect(res.headers['accept-ranges']).toBe('bytes');
  expect(res.headers['content-type']).toBe('video/mp4');
  expect(Number(res.headers['content-length'])).toBe(1000);
  expect(res.rawPayload.equals(bytes)).toBe(true);
});

test.each([
  ['bytes=0-99', 0, 99],
  ['bytes=900-', 900, 999],
  ['bytes=-10', 990, 999],
  ['bytes=990-5000', 990, 999],
  ['bytes=0-0', 0, 0],
])('%s answers 206 with exactly those bytes', async (range, start, end) => {
  const res = await get(range);
  expect(res.statusCode).toBe(206);
  expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/1000`);
  expect(Number(res.headers['content-length'])).toBe(end - start + 1);
  expect(res.rawPayload.equals(bytes.subarray(start, end + 1))).toBe(true);
});

test.each(['bytes=1000-', 'bytes=5000-6000', 'bytes=-0'])('%s is unsatisfiable: 416 with the size', async (range) => {
  const res = await get(range);
  expect(res.statusCode).toBe(416);
  expect(res.headers['content-range']).toBe('bytes */1000');
});

test.each(['bytes=0-10,20-30', 'items=0-5', 'bytes=50-10', 'bytes=abc', 'bytes=-'])('%s is ignored: the whole file', async (range) => {
  const res = await get(range);
  expect(res.statusCode).toBe(200);
  expect(res.rawPayload.length).toBe(1000);
});

test('HEAD with a range tells the length without a body', async () => {
  const res = await get('bytes=100-199', 'HEAD');
  expect(res.statusCode).toBe(206);
  expect(Number(res.headers['content-length'])).toBe(100);
  expect(res.rawPayload.length).toBe(0);
});

test('parseRange on an empty file', () => {
  expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
  expect(parseRange(undefined, 0)).toBeNull();
});
