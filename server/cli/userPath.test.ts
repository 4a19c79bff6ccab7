import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FileExists, writeNewFile } from './userPath';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'training2-userPath-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

test('a name typed by the person is never written over', () => {
  const file = path.join(dir, '秋季结业.csv');
  expect(writeNewFile(file, 'a')).toBe(file);
  expect(() => writeNewFile(file, 'b')).toThrow(FileExists);
  expect(() => writeNewFile(file, 'b')).toThrow(`${file} 已经存在，没有覆盖它`);
  expect(fs.readFileSync(file, 'utf8')).toBe('a');
  expect(fs.readdirSync(dir)).toEqual(['秋季结业.csv']);
});

test('a name the command chose gets " (2)", " (3)" when taken, the files there untouched', () => {
  const file = path.join(dir, '结业与成绩_2026-11-27_1732.csv');
  expect(writeNewFile(file, 'a', { numbered: true })).toBe(file);
  expect(writeNewFile(file, 'b', { numbered: true })).toBe(path.join(dir, '结业与成绩_2026-11-27_1732 (2).csv'));
  expect(writeNewFile(file, 'c', { numbered: true })).toBe(path.join(dir, '结业与成绩_2026-11-27_1732 (3).csv'));
  expect(
    fs
      .readdirSync(dir)
      .sort()
      .map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]),
  ).toEqual([
    ['结业与成绩_2026-11-27_1732 (2).csv', 'b'],
    ['结业与成绩_2026-11-27_1732 (3).csv', 'c'],
    ['结业与成绩_2026-11-27_1732.csv', 'a'],
  ]);
});
