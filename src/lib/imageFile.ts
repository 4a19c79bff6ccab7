import { imageSignature, SIGNATURE_BYTES } from '@contract/fileSignature';

// Whether a picked file is an image the server takes (JPG, PNG, GIF, WEBP), by its first bytes as
// the server decides (the same contract/fileSignature.ts): neither the name nor the browser's type
// (taken from the name) is trusted, so a text file named .png is not an image and a PDF is not
// one either. Checked before uploading, to refuse at once rather than after the upload.

function readHead(file: Blob): Promise<ArrayBuffer> {
  const head = file.slice(0, SIGNATURE_BYTES);
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
    return imageSignature(new Uint8Array(await readHead(file))) !== null;
  } catch {
    return true;
  }
}
