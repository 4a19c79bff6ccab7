import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';

// Images built byte by byte for the import tests (no image library on school servers, none here).

const chunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
};

/** A real PNG of one colour (or of noise, which does not compress: `noise` makes it about w*h*3 bytes). */
export function png(width: number, height: number, opts: { noise?: boolean; rgb?: [number, number, number] } = {}): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.alloc(1 + width * 3);
  const [r, g, b] = opts.rgb ?? [179, 0, 12];
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const raw = Buffer.concat(
    Array.from({ length: height }, () => (opts.noise ? Buffer.concat([Buffer.from([0]), randomBytes(width * 3)]) : row)),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const segment = (marker: number, body: Buffer) => {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
};

/**
 * A JPEG's structure as a camera writes it: SOI, APP0 (JFIF), APP1 (Exif, `exifBytes` long), a
 * quantisation table, the frame header (SOF0 baseline; `sof` for another kind) with the size,
 * scan data, EOI. Not decodable, but read as any JPEG's header is.
 */
/** An EXIF APP1 body holding only the orientation tag (TIFF in the byte order given). */
export function exifWithOrientation(orientation: number, order: 'II' | 'MM' = 'MM'): Buffer {
  const tiff = Buffer.alloc(8 + 2 + 12 + 4);
  const le = order === 'II';
  tiff.write(order, 0, 'latin1');
  const w16 = (v: number, at: number) => (le ? tiff.writeUInt16LE(v, at) : tiff.writeUInt16BE(v, at));
  const w32 = (v: number, at: number) => (le ? tiff.writeUInt32LE(v, at) : tiff.writeUInt32BE(v, at));
  w16(42, 2);
  w32(8, 4);
  w16(1, 8);
  w16(0x0112, 10);
  w16(3, 12);
  w32(1, 14);
  w16(orientation, 18);
  return Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
}

export function jpeg(
  width: number,
  height: number,
  opts: { sof?: number; exifBytes?: number; scanBytes?: number; exif?: Buffer } = {},
): Buffer {
  const sof = Buffer.from([8, 0, 0, 0, 0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  sof.writeUInt16BE(height, 1);
  sof.writeUInt16BE(width, 3);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    segment(0xe1, opts.exif ?? Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), Buffer.alloc(opts.exifBytes ?? 1000, 0x11)])),
    segment(0xdb, Buffer.alloc(65, 1)),
    segment(opts.sof ?? 0xc0, sof),
    segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    Buffer.alloc(opts.scanBytes ?? 2000, 0x55),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A GIF89a's header and trailer around a tiny body. */
export function gif(width: number, height: number): Buffer {
  const head = Buffer.from('GIF89a\0\0\0\0\x80\0\0', 'latin1');
  head.writeUInt16LE(width, 6);
  head.writeUInt16LE(height, 8);
  return Buffer.concat([head, Buffer.alloc(6), Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0]), Buffer.from([0x3b])]);
}

/** A WebP container with the first chunk of each kind: lossy (VP8), lossless (VP8L) or extended (VP8X). */
export function webp(width: number, height: number, kind: 'VP8 ' | 'VP8L' | 'VP8X'): Buffer {
  const data = Buffer.alloc(kind === 'VP8X' ? 10 : 30);
  if (kind === 'VP8 ') {
    data.set([0x9d, 0x01, 0x2a], 3);
    data.writeUInt16LE(width, 6);
    data.writeUInt16LE(height, 8);
  } else if (kind === 'VP8L') {
    data[0] = 0x2f;
    data.writeUInt32LE(((width - 1) | ((height - 1) << 14)) >>> 0, 1);
  } else {
    data.writeUIntLE(width - 1, 4, 3);
    data.writeUIntLE(height - 1, 7, 3);
  }
  const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), Buffer.from(kind, 'latin1'), Buffer.alloc(4), data]);
  body.writeUInt32LE(data.length, 8);
  const riff = Buffer.from('RIFF\0\0\0\0', 'latin1');
  riff.writeUInt32LE(body.length, 4);
  return Buffer.concat([riff, body]);
}

/** The start of an iPhone photo: an ISO BMFF ftyp with the HEIC brands. */
export const heic = () => Buffer.concat([Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(200)]);
