import { fileSignature, type SignedFormat } from '../../../contract/fileSignature';

// The real type of an upload, read from its first bytes: the client's name and Content-Type
// are not trusted (a script renamed to .png stays a script).

export interface DetectedType {
  ext: 'jpg' | 'png' | 'gif' | 'webp' | 'pdf';
  mime: string;
  image: boolean;
}

const DETECTED: Record<SignedFormat, DetectedType> = {
  jpeg: { ext: 'jpg', mime: 'image/jpeg', image: true },
  png: { ext: 'png', mime: 'image/png', image: true },
  gif: { ext: 'gif', mime: 'image/gif', image: true },
  webp: { ext: 'webp', mime: 'image/webp', image: true },
  pdf: { ext: 'pdf', mime: 'application/pdf', image: false },
};

export function detectFileType(buf: Buffer): DetectedType | null {
  const format = fileSignature(buf);
  return format ? DETECTED[format] : null;
}

/** Content type to serve a stored upload with, from the extension we gave it. */
export const MIME_BY_EXT: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  svg: 'image/svg+xml',
};
