import { imageSize } from './imageSize';

// Headers as encoders write them; the pixels after them do not matter to the reader.
const png = (w: number, h: number) => {
  const b = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b, 0);
  b.writeUInt32BE(13, 8);
  b.write('IHDR', 12, 'latin1');
  b.writeUInt32BE(w, 16);
  b.writeUInt32BE(h, 20);
  return b;
};
const jpeg = (w: number, h: number) =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    // APP0 (JFIF), 16 bytes
    Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
    // DHT before the frame, which the reader must skip
    Buffer.from([0xff, 0xc4, 0x00, 0x04, 0x00, 0x00]),
    // SOF2 (progressive): length 17, precision 8, height, width, 3 components
    Buffer.from([0xff, 0xc2, 0x00, 0x11, 0x08, h >> 8, h & 0xff, w >> 8, w & 0xff, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]),
  ]);
const riff = (chunk: string, payload: Buffer) => {
  const head = Buffer.alloc(20);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(12 + payload.length, 4);
  head.write('WEBP', 8, 'latin1');
  head.write(chunk, 12, 'latin1');
  head.writeUInt32LE(payload.length, 16);
  return Buffer.concat([head, payload, Buffer.alloc(8)]);
};
const webpLossy = (w: number, h: number) => {
  const p = Buffer.alloc(10);
  Buffer.from([0x9d, 0x01, 0x2a]).copy(p, 3);
  p.writeUInt16LE(w, 6);
  p.writeUInt16LE(h, 8);
  return riff('VP8 ', p);
};
const webpLossless = (w: number, h: number) => {
  const p = Buffer.alloc(5);
  p[0] = 0x2f;
  p.writeUInt32LE(((w - 1) & 0x3fff) | (((h - 1) & 0x3fff) << 14), 1);
  return riff('VP8L', p);
};
const webpExtended = (w: number, h: number) => {
  const p = Buffer.alloc(10);
  p.writeUIntLE(w - 1, 4, 3);
  p.writeUIntLE(h - 1, 7, 3);
  return riff('VP8X', p);
};
const gif = (w: number, h: number) => {
  const b = Buffer.alloc(13);
  b.write('GIF89a', 0, 'latin1');
  b.writeUInt16LE(w, 6);
  b.writeUInt16LE(h, 8);
  return b;
};

describe('imageSize', () => {
  test.each([
    ['PNG', png(895, 895)],
    ['JPEG', jpeg(895, 895)],
    ['WebP lossy', webpLossy(895, 895)],
    ['WebP lossless', webpLossless(895, 895)],
    ['WebP extended', webpExtended(895, 895)],
    ['GIF', gif(895, 895)],
  ])('reads %s', (_kind, buf) => {
    expect(imageSize(buf)).toEqual({ width: 895, height: 895 });
  });

  test('tells width from height', () => {
    expect(imageSize(png(300, 200))).toEqual({ width: 300, height: 200 });
    expect(imageSize(jpeg(300, 200))).toEqual({ width: 300, height: 200 });
    expect(imageSize(webpLossless(300, 200))).toEqual({ width: 300, height: 200 });
  });

  test('null for anything else or a header cut short', () => {
    expect(imageSize(Buffer.from('<script>alert(1)</script>'))).toBeNull();
    expect(imageSize(png(10, 10).subarray(0, 20))).toBeNull();
    expect(imageSize(jpeg(10, 10).subarray(0, 30))).toBeNull();
    expect(imageSize(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
    expect(imageSize(Buffer.alloc(0))).toBeNull();
  });
});
