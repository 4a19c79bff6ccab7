import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { applicationGuide, handoutSourcePath } from './handouts';

// The demo PDF carries the glyphs it uses: a PDF that only names a CJK font (STSong-Light) showed
// blank pages in readers without that font (poppler without poppler-data, some phones).

const bytes = readFileSync(handoutSourcePath(applicationGuide));
const objects = new Map<number, { dict: string; data: Buffer | null }>();
for (const m of bytes.toString('latin1').matchAll(/(\d+) 0 obj\n([\s\S]*?)\nendobj/g)) {
  const [dict, rest] = m[2].split('\nstream\n');
  const raw = rest === undefined ? null : Buffer.from(rest.replace(/\nendstream$/, ''), 'latin1');
  objects.set(Number(m[1]), { dict, data: raw && (dict.includes('/FlateDecode') ? inflateSync(raw) : raw) });
}
const all = [...objects.values()];
const ref = (dict: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1]);

test('every font the PDF uses has its glyphs embedded', () => {
  const fonts = all.filter((o) => /\/Type \/Font\b/.test(o.dict) && /\/Subtype \/Type0\b/.test(o.dict));
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) {
    expect(font.dict).toContain('/Encoding /Identity-H');
    const descendant = objects.get(Number(/\/DescendantFonts \[(\d+) 0 R\]/.exec(font.dict)?.[1]))!;
    const descriptor = objects.get(ref(descendant.dict, 'FontDescriptor'))!;
    const program = objects.get(ref(descriptor.dict, 'FontFile3'))!;
    expect(program.dict).toContain('/Subtype /CIDFontType0C');
    // a CFF font program: major version 1, a header of 4 bytes
    expect([...program.data!.subarray(0, 3)]).toEqual([1, 0, 4]);
    expect(program.data!.length).toBeGreaterThan(10_000);
  }
  expect(bytes.toString('latin1')).not.toContain('STSong');
});

test('its text reads back as written, through the ToUnicode map (search, copy)', () => {
  const font = all.find((o) => /\/Subtype \/Type0\b/.test(o.dict))!;
  const cmap = objects.get(ref(font.dict, 'ToUnicode'))!.data!.toString('latin1');
  const chars = new Map(
    [...cmap.matchAll(/<([0-9A-F]{4})> <([0-9A-F]+)>/g)].map((m) => [m[1], Buffer.from(m[2], 'hex').swap16().toString('utf16le')]),
  );
  const firstPage = all.find((o) => o.data && o.data.toString('latin1').includes(' Tj'))!.data!.toString('latin1');
  const lines = [...firstPage.matchAll(/<([0-9A-F]+)> Tj/g)].map((m) =>
    m[1]
      .match(/.{4}/g)!
      .map((id) => chars.get(id) ?? '?')
      .join(''),
  );
  expect(lines[0]).toBe('入党申请书写作指导');
  expect(lines.join('')).toContain('入党申请书必须由本人亲笔书写');
});
