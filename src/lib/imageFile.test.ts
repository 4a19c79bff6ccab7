import { File as NodeFile } from 'node:buffer';
import { isImageFile } from './imageFile';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? Array.from(p, (c) => c.charCodeAt(0)) : p)));

describe('isImageFile', () => {
  it('reads the first bytes, not the name or type (Blob#arrayBuffer)', async () => {
    const png = new NodeFile([bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], 'photo.pdf', { type: 'application/pdf' });
    const text = new NodeFile(['plain text'], 'photo.png', { type: 'image/png' });
    expect(await isImageFile(png as unknown as Blob)).toBe(true);
    expect(await isImageFile(text as unknown as Blob)).toBe(false);
  });

  it('reads with FileReader where a Blob has no arrayBuffer (jsdom’s File)', async () => {
    const gif = new File(['GIF89a...'], 'a.gif');
    expect(typeof (gif.slice(0, 1) as Partial<Blob>).arrayBuffer).not.toBe('function');
    expect(await isImageFile(gif)).toBe(true);
    expect(await isImageFile(new File(['%PDF-1.7'], 'a.pdf'))).toBe(false);
  });
});
