import { fileSignature, imageSignature } from './fileSignature';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? Array.from(p, (c) => c.charCodeAt(0)) : p)));

describe('imageSignature: the signatures the server takes as images', () => {
  test.each([
    ['JPG', bytes([0xff, 0xd8, 0xff, 0xe0]), 'jpeg'],
    ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'png'],
    ['GIF87a', bytes('GIF87a'), 'gif'],
    ['GIF89a', bytes('GIF89a'), 'gif'],
    ['WEBP', bytes('RIFF', [1, 2, 3, 4], 'WEBP'), 'webp'],
  ])('%s is an image', (_name, head, format) => expect(imageSignature(head)).toBe(format));

  test.each([
    ['PDF', bytes('%PDF-1.4')],
    ['text', bytes('这不是图片')],
    ['a RIFF that is not WEBP (WAVE)', bytes('RIFF', [1, 2, 3, 4], 'WAVE')],
    ['SVG', bytes('<svg xmlns')],
    ['a JPEG start without its third byte', bytes([0xff, 0xd8])],
    ['a PNG signature cut short', bytes([0x89, 0x50, 0x4e, 0x47])],
    ['empty', bytes()],
  ])('%s is not', (_name, head) => expect(imageSignature(head)).toBeNull());
});

describe('fileSignature', () => {
  test('a PDF is a file the upload takes, not an image', () => {
    expect(fileSignature(bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(fileSignature(bytes('%PDF'))).toBeNull();
  });

  test('images read the same as by imageSignature; a Buffer is read as its bytes', () => {
    expect(fileSignature(Buffer.from('GIF89a\0\0', 'latin1'))).toBe('gif');
    expect(fileSignature(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('jpeg');
    expect(fileSignature(Buffer.from('<script>alert(1)</script>'))).toBeNull();
  });
});
