import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';

// What the lesson import needs to know about a school's MP4 file without ffprobe (school servers
// have none): that it is an MP4 at all and complete, how long it plays (the movie header 'mvhd' in
// 'moov', ISO/IEC 14496-12 §8.2.2, version 0 or 1) and its codecs (the first sample entry of each
// track's 'stsd'). Only box headers and the 'moov' box are read, never the media data: a lecture
// may be several GB.

export interface Mp4Info {
  /** seconds, rounded to the millisecond */
  duration: number;
  /** ftyp's major brand, e.g. 'isom', 'mp42' */
  brand: string;
  /** the first video track's sample entry type ('avc1' is H.264), null without a video track */
  videoCodec: string | null;
  /** the first sound track's sample entry type ('mp4a' is AAC), null without sound */
  audioCodec: string | null;
  /** the index comes after the media data: it plays, but starts after one more request */
  moovAtEnd: boolean;
}

/** The file is not a usable MP4; the message (Chinese) says why, for the person importing. */
export class Mp4Error extends Error {}

/** A 'moov' larger than this is not a lecture's index (a 10-hour H.264 file's is a few dozen MB). */
const MAX_MOOV = 256 * 1024 * 1024;

interface Box {
  type: string;
  start: number;
  bodyStart: number;
  end: number;
}

/** The boxes one after another in buf[from, to); throws on a box that runs past `to`. */
function childBoxes(buf: Buffer, from: number, to: number): Box[] {
  const out: Box[] = [];
  for (let at = from; at + 8 <= to;) {
    let size = buf.readUInt32BE(at);
    const type = buf.toString('latin1', at + 4, at + 8);
    let bodyStart = at + 8;
    if (size === 1) {
      if (at + 16 > to) throw new Mp4Error('文件已损坏（索引中的框长度不对）');
      size = Number(buf.readBigUInt64BE(at + 8));
      bodyStart = at + 16;
    } else if (size === 0) size = to - at;
    if (size < bodyStart - at || at + size > to) throw new Mp4Error('文件已损坏（索引中的框长度不对）');
    out.push({ type, start: at, bodyStart, end: at + size });
    at += size;
  }
  return out;
}

const child = (buf: Buffer, box: Box | undefined, type: string, skip = 0): Box | undefined =>
  box && childBoxes(buf, box.bodyStart + skip, box.end).find((b) => b.type === type);

function movieSeconds(buf: Buffer, mvhd: Box): number {
  const body = mvhd.bodyStart;
  const version = buf.readUInt8(body);
  if (mvhd.end - body < (version === 1 ? 32 : 20)) throw new Mp4Error('文件已损坏（影片头 mvhd 不完整）');
  const timescale = buf.readUInt32BE(body + (version === 1 ? 20 : 12));
  const duration = version === 1 ? buf.readBigUInt64BE(body + 24) : BigInt(buf.readUInt32BE(body + 16));
  // all ones: "unknown", which fragmented files write
  const unknown = version === 1 ? duration === 0xffffffffffffffffn : duration === 0xffffffffn;
  if (timescale === 0 || unknown) return 0;
  return Math.round((Number(duration) / timescale) * 1000) / 1000;
}

/** Each track's handler ('vide', 'soun', ...) and first sample entry type. */
function tracks(buf: Buffer, moov: Box): { handler: string; codec: string }[] {
  const out: { handler: string; codec: string }[] = [];
  for (const trak of childBoxes(buf, moov.bodyStart, moov.end).filter((b) => b.type === 'trak')) {
    const mdia = child(buf, trak, 'mdia');
    const hdlr = child(buf, mdia, 'hdlr');
    // stsd: version and flags (4), entry count (4), then the sample entries
    const stsd = child(buf, child(buf, child(buf, mdia, 'minf'), 'stbl'), 'stsd');
    if (!hdlr || !stsd || hdlr.end - hdlr.bodyStart < 12) continue;
    const entry = childBoxes(buf, stsd.bodyStart + 8, stsd.end)[0];
    out.push({ handler: buf.toString('latin1', hdlr.bodyStart + 8, hdlr.bodyStart + 12), codec: entry?.type ?? '' });
  }
  return out;
}

/** Reads an MP4's brand, duration and codecs; throws Mp4Error when it is not a complete, usable MP4. */
export async function readMp4Info(file: string): Promise<Mp4Info> {
  const fh = await open(file, 'r');
  try {
    const size = (await fh.stat()).size;
    if (size === 0) throw new Mp4Error('不是 MP4 文件（文件是空的）');
    const header = Buffer.alloc(16);
    const readAt = async (pos: number, length: number) => {
      const buf = length <= header.length ? header : Buffer.alloc(length);
      const { bytesRead } = await fh.read(buf, 0, length, pos);
      return bytesRead === length ? buf : null;
    };
    let brand = '';
    let moov: { at: number; size: number } | null = null;
    let mdatAt = -1;
    for (let at = 0; at < size;) {
      const head = await readAt(at, Math.min(16, size - at));
      if (!head || size - at < 8) {
        if (at === 0) throw new Mp4Error('不是 MP4 文件（文件太短）');
        throw new Mp4Error('文件不完整（结尾被截断），可能没有复制完或下载完');
      }
      let boxSize = head.readUInt32BE(0);
      const type = head.toString('latin1', 4, 8);
      if (at === 0) {
        if (type !== 'ftyp') throw new Mp4Error('不是 MP4 文件（开头没有 ftyp 文件类型标记）');
        brand = boxSize >= 12 && size >= 12 ? head.toString('latin1', 8, 12) : '';
      }
      if (boxSize === 1) {
        if (size - at < 16) throw new Mp4Error('文件不完整（结尾被截断），可能没有复制完或下载完');
        boxSize = Number(head.readBigUInt64BE(8));
      } else if (boxSize === 0) boxSize = size - at;
      if (boxSize < 8) throw new Mp4Error(`文件已损坏（“${type}”框的长度不对）`);
      if (at + boxSize > size) throw new Mp4Error(`文件不完整（“${type}”部分在文件结尾之前被截断），可能没有复制完或下载完`);
      if (type === 'moov' && !moov) moov = { at, size: boxSize };
      if (type === 'mdat' && mdatAt < 0) mdatAt = at;
      if (type === 'moof')
        throw new Mp4Error('是分段（fragmented）MP4，读不出总时长；请用 ffmpeg -i 原文件 -c copy -movflags +faststart 新文件.mp4 重新封装');
      at += boxSize;
    }
    if (!moov) throw new Mp4Error('文件不完整：找不到索引（moov），可能没有录制或复制完');
    if (moov.size > MAX_MOOV) throw new Mp4Error('文件的索引（moov）大得异常，文件可能已损坏');
    const buf = await readAt(moov.at, moov.size);
    if (!buf) throw new Mp4Error('文件不完整（读不全索引 moov）');
    const moovBox = childBoxes(buf, 0, buf.length)[0];
    const children = childBoxes(buf, moovBox.bodyStart, moovBox.end);
    const mvhd = children.find((b) => b.type === 'mvhd');
    if (!mvhd) throw new Mp4Error('文件已损坏：索引中没有影片头（mvhd）');
    if (children.some((b) => b.type === 'mvex')) {
      throw new Mp4Error('是分段（fragmented）MP4，读不出总时长；请用 ffmpeg -i 原文件 -c copy -movflags +faststart 新文件.mp4 重新封装');
    }
    const duration = movieSeconds(buf, mvhd);
    if (!(duration > 0)) throw new Mp4Error('读不出时长（影片头中的时长为 0），文件可能已损坏');
    const list = tracks(buf, moovBox);
    return {
      duration,
      brand,
      videoCodec: list.find((t) => t.handler === 'vide')?.codec ?? null,
      audioCodec: list.find((t) => t.handler === 'soun')?.codec ?? null,
      moovAtEnd: mdatAt >= 0 && mdatAt < moov.at,
    };
  } finally {
    await fh.close();
  }
}

/** sha256 of a file, read as a stream (files may be hundreds of MB); hex. */
export async function fileSha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file, { highWaterMark: 1024 * 1024 })) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
