import { imageSignature, type ImageFormat } from '../../contract/fileSignature';

// An image's pixel size read from its header (PNG, JPEG, GIF, WebP), without decoding it: the
// upload service checks avatars by it. null when the header is not one of these or is cut short.

export interface ImageSize {
  width: number;
  height: number;
}

const ascii = (buf: Buffer, at: number, text: string) =>
  buf.length >= at + text.length && buf.toString('latin1', at, at + text.length) === text;

function pngSize(buf: Buffer): ImageSize | null {
  // signature, then the IHDR chunk: length(4) 'IHDR'(4) width(4) height(4)
  if (buf.length < 24 || !ascii(buf, 12, 'IHDR')) return null;
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

function gifSize(buf: Buffer): ImageSize | null {
  if (buf.length < 10) return null;
  return { width: buf.readUInt16LE(6), height: buf.readUInt16LE(8) };
}

function webpSize(buf: Buffer): ImageSize | null {
  if (buf.length < 30) return null;
  if (ascii(buf, 12, 'VP8 ')) {
    // lossy: the key frame's 14-bit sizes after its start code 9d 01 2a
    if (buf[23] !== 0x9d || buf[24] !== 0x01 || buf[25] !== 0x2a) return null;
    return { width: buf.readUInt16LE(26) & 0x3fff, height: buf.readUInt16LE(28) & 0x3fff };
  }
  if (ascii(buf, 12, 'VP8L')) {
    // lossless: signature 0x2f, then width-1 and height-1 in 14 bits each
    if (buf[20] !== 0x2f) return null;
    const bits = buf.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (ascii(buf, 12, 'VP8X')) {
    // extended: canvas width-1 and height-1 in 24 bits each
    return { width: buf.readUIntLE(24, 3) + 1, height: buf.readUIntLE(27, 3) + 1 };
  }
  return null;
}

// Start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC) do not.
const isStartOfFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

function jpegSize(buf: Buffer): ImageSize | null {
  let at = 2;
  while (at + 4 <= buf.length) {
    if (buf[at] !== 0xff) return null;
    const marker = buf[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before a frame
    const length = buf.readUInt16BE(at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > buf.length) return null;
      return { height: buf.readUInt16BE(at + 5), width: buf.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

/** Each format's size reader; each is called only for a buffer with that format's signature. */
const SIZE_READERS: Record<ImageFormat, (buf: Buffer) => ImageSize | null> = { png: pngSize, jpeg: jpegSize, gif: gifSize, webp: webpSize };

export function imageSize(buf: Buffer): ImageSize | null {
  const format = imageSignature(buf);
  return format ? SIZE_READERS[format](buf) : null;
}
