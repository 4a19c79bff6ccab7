/**
 * A chosen file's text: UTF-8 with or without a byte-order mark (Excel's “CSV UTF-8”), else
 * GB18030 (Excel's plain “CSV” on Chinese Windows), as the server's import command reads files.
 */
export async function readCsvFile(file: Blob): Promise<string> {
  const bytes = await new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(file);
  });
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('gb18030').decode(bytes);
  }
  return text.replace(/^\uFEFF/, '');
}

/** Data rows in the text (lines with something on them, after the header); for the label only: the server counts for real. */
export const dataRows = (text: string) => Math.max(0, text.split(/\r\n|\n|\r/).filter((l) => l.trim() !== '').length - 1);
