// The MP4 reader the lesson import uses instead of ffprobe: the committed demo clips against the
// durations ffprobe measured, and files built here for what the clips do not show (version 1
// headers, the index at the end, a 3 GB file, fragmented, truncated, not an MP4 at all).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { clipDurations, clipSource, type Clip } from '../../../db/seed/videos';
import { fileSha256, Mp4Error, readMp4Info } from './mp4Info';

const box = (type: string, ...parts: Buffer[]): Buffer => {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const u64 = (n: bigint) => {
  const b = Buffer.alloc(8);
  b.writeBigUInt64BE(n);
  return b;
};
const zeros = (n: number) => Buffer.alloc(n);
const ftyp = box('ftyp', Buffer.from('mp42', 'latin1'), u32(0), Buffer.from('isommp42', 'latin1'));
const mvhd0 = (timescale: number, duration: number) => box('mvhd', u32(0), u32(0), u32(0), u32(timescale), u32(duration), zeros(80));
const mvhd1 = (timescale: number, duration: bigint) =>
  box('mvhd', u32(0x01000000), u64(0n), u64(0n), u32(timescale), u64(duration), zeros(80));
const trak = (handler: string, codec: string) =>
  box(
    'trak',
    box(
      'mdia',
      box('hdlr', u32(0), u32(0), Buffer.from(handler, 'latin1'), zeros(12), zeros(1)),
      box('minf', box('stbl', box('stsd', u32(0), u32(1), box(codec, zeros(78))))),
    ),
  );

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp4info-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const write = (name: string, ...parts: Buffer[]) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, Buffer.concat(parts));
  return file;
};
const failure = async (file: string): Promise<string> => {
  const err = await readMp4Info(file).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(Mp4Error);
  return (err as Error).message;
};

describe('readMp4Info', () => {
  it.each(Object.entries(clipDurations))('reads %s.mp4 as the %s s ffprobe measured, H.264 with AAC', async (clip, seconds) => {
    const info = await readMp4Info(clipSource(clip as Clip));
    expect(Math.abs(info.duration - seconds)).toBeLessThan(0.05);
    expect(info).toMatchObject({ brand: 'isom', videoCodec: 'avc1', audioCodec: 'mp4a', moovAtEnd: false });
  });

  it('reads a version 1 header (64-bit duration) and an index after the media data', async () => {
    // three hours at 90 kHz: more ticks than 32 bits hold
    const file = write('v1.mp4', ftyp, box('mdat', zeros(100)), box('moov', mvhd1(90_000, 90_000n * 10_800n), trak('vide', 'hvc1')));
    expect(await readMp4Info(file)).toEqual({ duration: 10_800, brand: 'mp42', videoCodec: 'hvc1', audioCodec: null, moovAtEnd: true });
  });

  it('reads a 3 GB file from its headers alone (a 64-bit mdat size), without reading the media', async () => {
    const file = write('big.mp4', ftyp, box('moov', mvhd0(1000, 5_400_500), trak('soun', 'mp4a'), trak('vide', 'avc1')));
    const size = 3 * 1024 ** 3;
    const at = fs.statSync(file).size;
    const head = Buffer.concat([u32(1), Buffer.from('mdat', 'latin1'), u64(BigInt(size - at))]);
    fs.appendFileSync(file, head);
    fs.truncateSync(file, size); // sparse: no 3 GB written
    const started = Date.now();
    expect(await readMp4Info(file)).toEqual({ duration: 5400.5, brand: 'mp42', videoCodec: 'avc1', audioCodec: 'mp4a', moovAtEnd: false });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('refuses a truncated copy, naming the part cut off', async () => {
    const whole = fs.readFileSync(clipSource('rules'));
    expect(await failure(write('cut.mp4', whole.subarray(0, whole.length - 100_000)))).toBe(
      '文件不完整（“mdat”部分在文件结尾之前被截断），可能没有复制完或下载完',
    );
    expect(await failure(write('cut-index.mp4', whole.subarray(0, 5000)))).toBe(
      '文件不完整（“moov”部分在文件结尾之前被截断），可能没有复制完或下载完',
    );
    expect(await failure(write('cut-head.mp4', whole.subarray(0, 36)))).toBe('文件不完整（结尾被截断），可能没有复制完或下载完');
  });

  it('refuses what is not an MP4: text, an empty file, a file too short', async () => {
    expect(await failure(write('notes.mp4', Buffer.from('这是一个文本文件，不是视频。\n'.repeat(10))))).toBe(
      '不是 MP4 文件（开头没有 ftyp 文件类型标记）',
    );
    expect(await failure(write('empty.mp4'))).toBe('不是 MP4 文件（文件是空的）');
    expect(await failure(write('short.mp4', Buffer.from('abc')))).toBe('不是 MP4 文件（文件太短）');
  });

  it('refuses an MP4 without an index, a fragmented one and a zero duration', async () => {
    expect(await failure(write('noindex.mp4', ftyp, box('mdat', zeros(10))))).toBe('文件不完整：找不到索引（moov），可能没有录制或复制完');
    const fragmented = '是分段（fragmented）MP4，读不出总时长；请用 ffmpeg -i 原文件 -c copy -movflags +faststart 新文件.mp4 重新封装';
    expect(
      await failure(
        write('frag.mp4', ftyp, box('moov', mvhd0(1000, 0), box('mvex', zeros(8))), box('moof', zeros(8)), box('mdat', zeros(8))),
      ),
    ).toBe(fragmented);
    expect(await failure(write('zero.mp4', ftyp, box('moov', mvhd0(1000, 0), trak('vide', 'avc1'))))).toBe(
      '读不出时长（影片头中的时长为 0），文件可能已损坏',
    );
    expect(await failure(write('badbox.mp4', ftyp, box('moov', Buffer.concat([u32(500), Buffer.from('mvhd', 'latin1'), zeros(20)]))))).toBe(
      '文件已损坏（索引中的框长度不对）',
    );
  });
});

describe('fileSha256', () => {
  it('hashes a file as a stream, as hashing it whole would', async () => {
    const source = clipSource('theory');
    expect(await fileSha256(source)).toBe(createHash('sha256').update(fs.readFileSync(source)).digest('hex'));
  });
});
