import fs from 'node:fs';
import path from 'node:path';
import { clipDurations, clipSource, type Clip } from './videos';

// The durations the seed stores must be the files' own: read them from each MP4's movie header.

/** Seconds from the 'mvhd' box inside 'moov' (ISO/IEC 14496-12), version 0 or 1. */
function mvhdSeconds(buf: Buffer): number {
  const boxes = (from: number, to: number) => {
    const out: { type: string; start: number; end: number }[] = [];
    for (let at = from; at + 8 <= to;) {
      let size = buf.readUInt32BE(at);
      const type = buf.toString('latin1', at + 4, at + 8);
      if (size === 1) size = Number(buf.readBigUInt64BE(at + 8));
      if (size === 0) size = to - at;
      if (size < 8) throw new Error(`bad box ${type}`);
      out.push({ type, start: at, end: at + size });
      at += size;
    }
    return out;
  };
  const moov = boxes(0, buf.length).find((b) => b.type === 'moov');
  if (!moov) throw new Error('no moov box');
  const mvhd = boxes(moov.start + 8, moov.end).find((b) => b.type === 'mvhd');
  if (!mvhd) throw new Error('no mvhd box');
  const body = mvhd.start + 8;
  const version = buf.readUInt8(body);
  return version === 1
    ? Number(buf.readBigUInt64BE(body + 24)) / buf.readUInt32BE(body + 20)
    : buf.readUInt32BE(body + 16) / buf.readUInt32BE(body + 12);
}

describe('demo clips', () => {
  it.each(Object.entries(clipDurations))('%s.mp4 lasts the %s s the seed records', (clip, seconds) => {
    const buf = fs.readFileSync(clipSource(clip as Clip));
    expect(buf.toString('latin1', 4, 8)).toBe('ftyp');
    expect(Math.abs(mvhdSeconds(buf) - seconds)).toBeLessThan(0.05);
  });

  it('are class-length lectures of 40 to 50 minutes, together under 5 MB', () => {
    const sizes = Object.keys(clipDurations).map((c) => fs.statSync(clipSource(c as Clip)).size);
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThan(5 * 1024 * 1024);
    for (const s of Object.values(clipDurations)) expect(s >= 40 * 60 && s <= 50 * 60).toBe(true);
    // faststart: the index comes before the media data, so playing starts before the download ends
    const buf = fs.readFileSync(path.join(path.dirname(clipSource('rules')), 'rules.mp4'));
    expect(buf.indexOf('moov')).toBeLessThan(buf.indexOf('mdat'));
  });
});
