import { File as NodeFile } from 'node:buffer';
import { isImageFile, isImageHead } from './imageFile';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? Array.from(p, (c) => c.charCodeAt(0)) : p)));

describe('isImageHead: the signatures the server takes as images', () => {
  it.each([
    ['JPG', bytes([0xff, 0xd8, 0xff, 0xe0])],
    ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['GIF87a', bytes('GIF87a')],
    ['GIF89a', bytes('GIF89a')],
    ['WEBP', bytes('RIFF', [1, 2, 3, 4], 'WEBP')],
  ])('%s is an image', (_name, head) => expect(isImageHead(head)).toBe(true));

  it.each([
    ['PDF', bytes('%PDF-1.4')],
    ['text', bytes('这不是图片')],
    ['a RIFF that is not WEBP (WAVE)', bytes('RIFF', [1, 2, 3, 4], 'WAVE')],
    ['SVG', bytes('<svg xmlns')],
    ['empty', bytes()],
  ])('%s is not', (_name, head) => expect(isImageHead(head)).toBe(false));
});

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
