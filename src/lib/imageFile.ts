// Whether a picked file is an image the server takes (JPG, PNG, GIF, WEBP), by its first bytes as
// the server decides (server/modules/base/fileType.ts): neither the name nor the browser's type
// (taken from the name) is trusted, so a text file named .png is not an image and a PDF is not
// one either. Checked before uploading, to refuse at once rather than after the upload.

const HEAD_BYTES = 12;

const startsWith = (head: Uint8Array, bytes: readonly number[], offset = 0) => bytes.every((b, i) => head[offset + i] === b);
const ascii = (s: string) => Array.from(s, (c) => c.charCodeAt(0));

/** JPG, PNG, GIF or WEBP by the signature at the start of the file. */
export function isImageHead(head: Uint8Array): boolean {
  return startsWith(head, [0xff, 0xd8, 0xff])
    || startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    || startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))
    || (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8));
}

function readHead(file: Blob): Promise<ArrayBuffer> {
  const head = file.slice(0, HEAD_BYTES);
  // Blob#arrayBuffer is Chromium 76+; FileReader everywhere else
  if (typeof head.arrayBuffer === 'function') return head.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(head);
  });
}

/**
 * True when the file starts as a JPG, PNG, GIF or WEBP image. A file that cannot be read counts as
 * one: the upload then fails or the server refuses it with its own words.
 */
export async function isImageFile(file: Blob): Promise<boolean> {
  try {
    return isImageHead(new Uint8Array(await readHead(file)));
  } catch {
    return true;
  }
}
