import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { placeCopy, placeText } from './placeFile';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'place-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const leftovers = () =>
  fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.part'));

test('placeText writes a new file, leaves the same text alone and replaces other text by rename', async () => {
  const target = path.join(dir, 'a/b.svg');
  expect(await placeText(target, '<svg>1</svg>')).toBe('written');
  const first = fs.statSync(target);
  expect(await placeText(target, '<svg>1</svg>')).toBe('present');
  expect(fs.statSync(target).mtimeMs).toBe(first.mtimeMs);
  expect(await placeText(target, '<svg>2</svg>')).toBe('written');
  expect(fs.readFileSync(target, 'utf8')).toBe('<svg>2</svg>');
  // a new file took its place (rename), rather than the old one being emptied and written
  expect(fs.statSync(target).ino).not.toBe(first.ino);
  expect(leftovers()).toEqual([]);
});

test('placeCopy copies once, replaces a copy cut short, and leaves nothing behind when the copy fails', async () => {
  const source = path.join(dir, 'clip.mp4');
  fs.writeFileSync(source, Buffer.alloc(4096, 7));
  const target = path.join(dir, 'out/clip-abc.mp4');
  expect(await placeCopy(source, target, 4096)).toBe('copied');
  expect(await placeCopy(source, target, 4096)).toBe('present');
  fs.truncateSync(target, 100);
  expect(await placeCopy(source, target, 4096)).toBe('copied');
  expect(fs.statSync(target).size).toBe(4096);
  await expect(placeCopy(path.join(dir, 'missing.mp4'), path.join(dir, 'out/x.mp4'), 10)).rejects.toThrow();
  expect(fs.existsSync(path.join(dir, 'out/x.mp4'))).toBe(false);
  expect(leftovers()).toEqual([]);
});
