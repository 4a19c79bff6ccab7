// The real type of an upload, read from its first bytes: the client's name and Content-Type
// are not trusted (a script renamed to .png stays a script).

export interface DetectedType {
  ext: 'jpg' | 'png' | 'gif' | 'webp' | 'pdf';
  mime: string;
  image: boolean;
}

const startsWith = (buf: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => buf[offset + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

export function detectFileType(buf: Buffer): DetectedType | null {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return { ext: 'jpg', mime: 'image/jpeg', image: true };
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: 'png', mime: 'image/png', image: true };
  if (startsWith(buf, ascii('GIF87a')) || startsWith(buf, ascii('GIF89a'))) return { ext: 'gif', mime: 'image/gif', image: true };
  if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8)) return { ext: 'webp', mime: 'image/webp', image: true };
  if (startsWith(buf, ascii('%PDF-'))) return { ext: 'pdf', mime: 'application/pdf', image: false };
  return null;
}

/** Content type to serve a stored upload with, from the extension we gave it. */
export const MIME_BY_EXT: Record<string, string> = {
  jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp', pdf: 'application/pdf', svg: 'image/svg+xml',
};
