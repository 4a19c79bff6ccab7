// What a file is, read from its first bytes (its signature), never from its name or the type a
// browser guessed from the name: a script renamed to .png stays a script. One reading for the
// upload check on the server, the photo picker in the browser and the school importer, so the three
// never disagree on what counts as an image.

/** The image formats every campus browser shows. */
export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';
/** Everything an upload may be: an image or a PDF. */
export type SignedFormat = ImageFormat | 'pdf';

/** How many first bytes decide the format (the WebP signature ends at byte 12). */
export const SIGNATURE_BYTES = 12;

const bytes = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/** Each format's bytes at their offsets; all parts must match. */
const SIGNATURES: readonly { format: SignedFormat; parts: readonly { at: number; bytes: readonly number[] }[] }[] = [
  { format: 'jpeg', parts: [{ at: 0, bytes: [0xff, 0xd8, 0xff] }] },
  { format: 'png', parts: [{ at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }] },
  { format: 'gif', parts: [{ at: 0, bytes: bytes('GIF87a') }] },
  { format: 'gif', parts: [{ at: 0, bytes: bytes('GIF89a') }] },
  // a RIFF container of kind WEBP (a RIFF of kind WAVE or AVI is not an image)
  {
    format: 'webp',
    parts: [
      { at: 0, bytes: bytes('RIFF') },
      { at: 8, bytes: bytes('WEBP') },
    ],
  },
  { format: 'pdf', parts: [{ at: 0, bytes: bytes('%PDF-') }] },
];

/** The format `head` (the file's first bytes, SIGNATURE_BYTES are enough) starts as; null for any other. */
export function fileSignature(head: Uint8Array): SignedFormat | null {
  const found = SIGNATURES.find(({ parts }) => parts.every(({ at, bytes: expected }) => expected.every((b, i) => head[at + i] === b)));
  return found?.format ?? null;
}

/** The image format `head` starts as; null for a PDF or anything else. */
export function imageSignature(head: Uint8Array): ImageFormat | null {
  const format = fileSignature(head);
  return format === 'pdf' ? null : format;
}
