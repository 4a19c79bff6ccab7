import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import * as fontkit from 'fontkit';

// A minimal PDF writer for the demo handouts (dev time only): A4 pages of wrapped Chinese text.
// The glyphs the text uses are embedded (a subset of Noto Serif CJK SC from Debian's
// fonts-noto-cjk, read here at dev time only; the server never needs the font): a PDF that only
// names a CJK font leaves readers without one of their own (poppler without poppler-data, some
// phones) showing blank pages. Text is written as the subset's glyph ids (Identity-H), with a
// ToUnicode map so it can be searched and copied. Deterministic bytes for the same text.

export interface PdfLine {
  text: string;
  /** points; 11 by default */
  size?: number;
  /** r, g, b in 0..1 */
  colour?: [number, number, number];
  centre?: boolean;
  /** extra points before the line */
  before?: number;
}

const PAGE = { width: 595, height: 842, margin: 64 };
const LEADING = 1.75;
const FONT_FILE = '/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc';
const FONT_NAME = 'NotoSerifCJKsc-Regular';

/** The font's glyphs as the text uses them: their ids in the subset, widths and characters. */
class EmbeddedFont {
  readonly font: fontkit.Font;
  readonly subset: fontkit.Subset;
  /** subset id -> advance (1/1000 em), character */
  readonly used = new Map<number, { width: number; char: string }>();

  constructor() {
    if (!existsSync(FONT_FILE))
      throw new Error(`缺少字体 ${FONT_FILE}：请先安装 Debian 的 fonts-noto-cjk（apt-get install fonts-noto-cjk）`);
    this.font = fontkit.openSync(FONT_FILE, FONT_NAME);
    this.subset = this.font.createSubset();
  }

  private glyph(char: string) {
    return this.font.glyphForCodePoint(char.codePointAt(0) ?? 0);
  }

  /** Advance of one character in 1/1000 em. */
  advance(char: string): number {
    return Math.round((this.glyph(char).advanceWidth * 1000) / this.font.unitsPerEm);
  }

  width(text: string, size: number): number {
    return ([...text].reduce((n, c) => n + this.advance(c), 0) * size) / 1000;
  }

  /** The text as hex glyph ids of the subset, taking its glyphs in. */
  encode(text: string): string {
    return [...text]
      .map((char) => {
        const glyph = this.glyph(char);
        if (glyph.id === 0) throw new Error(`字体中没有“${char}”的字形`);
        const id = this.subset.includeGlyph(glyph.id);
        this.used.set(id, { width: this.advance(char), char });
        return id.toString(16).padStart(4, '0').toUpperCase();
      })
      .join('');
  }
}

/** Splits one paragraph into lines no wider than `width` points at `size`. */
function wrap(font: EmbeddedFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  let w = 0;
  // a run of Latin letters and digits (10 MB, PDF) is one unit: it never breaks inside
  for (const unit of text.match(/[\x21-\x7e]+|[^]/gu) ?? []) {
    const uw = font.width(unit, size);
    // full-width closing punctuation stays on its line (禁则), overhanging the margin a little
    if (w + uw > width && line && !'，。、；：！？）》”'.includes(unit)) {
      lines.push(line);
      line = '';
      w = 0;
    }
    line += unit;
    w += uw;
  }
  if (line || !lines.length) lines.push(line);
  return lines;
}

/** Lays the paragraphs out on pages; returns one content stream per page. */
function layout(font: EmbeddedFont, paragraphs: PdfLine[]): string[] {
  const pages: string[][] = [[]];
  const usable = PAGE.width - 2 * PAGE.margin;
  let y = PAGE.height - PAGE.margin;
  for (const p of paragraphs) {
    const size = p.size ?? 11;
    const step = size * LEADING;
    y -= p.before ?? 0;
    for (const line of wrap(font, p.text, size, usable)) {
      if (y - step < PAGE.margin) {
        pages.push([]);
        y = PAGE.height - PAGE.margin;
      }
      y -= step;
      const x = p.centre ? (PAGE.width - font.width(line, size)) / 2 : PAGE.margin;
      const [r, g, b] = p.colour ?? [0.1, 0.1, 0.1];
      pages[pages.length - 1].push(`BT /F1 ${size} Tf ${r} ${g} ${b} rg ${x.toFixed(1)} ${y.toFixed(1)} Td <${font.encode(line)}> Tj ET`);
    }
  }
  return pages.map((ops) => ops.join('\n'));
}

const utf16Hex = (s: string) => Buffer.from(s, 'utf16le').swap16().toString('hex').toUpperCase();

/** The CMap that maps the subset's glyph ids back to characters (search, copy, screen readers). */
function toUnicode(used: Map<number, { char: string }>): string {
  const entries = [...used]
    .sort(([a], [b]) => a - b)
    .map(([id, { char }]) => `<${id.toString(16).padStart(4, '0').toUpperCase()}> <${utf16Hex(char)}>`);
  const blocks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const chunk = entries.slice(i, i + 100);
    blocks.push(`${chunk.length} beginbfchar\n${chunk.join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

/** A PDF document of the paragraphs with the given title (shown by readers as the window title). */
export function pdf(title: string, paragraphs: PdfLine[]): Buffer {
  const font = new EmbeddedFont();
  const streams = layout(font, paragraphs);
  const program = Buffer.from(font.subset.encode());
  // a subset's name starts with a tag of six capitals (ISO 32000 9.6.4), here from its glyphs
  const tag = [...createHash('sha256').update(program).digest().subarray(0, 6)].map((b) => String.fromCharCode(65 + (b % 26))).join('');
  const name = `${tag}+${font.font.postscriptName}`;
  const ids = [...font.used.keys()].sort((a, b) => a - b);
  const widths = Array.from({ length: ids[ids.length - 1] ?? 0 }, (_, i) => font.used.get(i + 1)?.width ?? 1000);

  const objects: Buffer[] = [];
  const add = (body: string | Buffer) => objects.push(Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1')) && objects.length;
  const stream = (data: Buffer, dict = '') => {
    const packed = deflateSync(data, { level: 9 });
    return add(
      Buffer.concat([
        Buffer.from(`<< /Length ${packed.length} /Filter /FlateDecode${dict} >>\nstream\n`, 'latin1'),
        packed,
        Buffer.from('\nendstream', 'latin1'),
      ]),
    );
  };
  const catalog = add('');
  const pages = add('');
  const info = add(`<< /Title <FEFF${utf16Hex(title)}> /Producer (training2 scripts/demo/pdf.ts) >>`);
  const fontFile = stream(program, ' /Subtype /CIDFontType0C');
  const { bbox, ascent, descent, capHeight, unitsPerEm } = font.font;
  const em = (v: number) => Math.round((v * 1000) / unitsPerEm);
  const descriptor = add(
    `<< /Type /FontDescriptor /FontName /${name} /Flags 4 /FontBBox [${[bbox.minX, bbox.minY, bbox.maxX, bbox.maxY].map(em).join(' ')}] ` +
      `/ItalicAngle 0 /Ascent ${em(ascent)} /Descent ${em(descent)} /CapHeight ${em(capHeight)} /StemV 80 /FontFile3 ${fontFile} 0 R >>`,
  );
  const cidFont = add(
    `<< /Type /Font /Subtype /CIDFontType0 /BaseFont /${name} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> ` +
      `/FontDescriptor ${descriptor} 0 R /DW 1000 /W [1 [${widths.join(' ')}]] >>`,
  );
  const unicodeMap = stream(Buffer.from(toUnicode(font.used), 'latin1'));
  const type0 = add(
    `<< /Type /Font /Subtype /Type0 /BaseFont /${name} /Encoding /Identity-H /DescendantFonts [${cidFont} 0 R] /ToUnicode ${unicodeMap} 0 R >>`,
  );
  const kids = streams.map((s) => {
    const content = stream(Buffer.from(s, 'latin1'));
    return add(
      `<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 ${type0} 0 R >> >> /Contents ${content} 0 R >>`,
    );
  });
  objects[pages - 1] = Buffer.from(`<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`, 'latin1');
  objects[catalog - 1] = Buffer.from(`<< /Type /Catalog /Pages ${pages} 0 R /Lang (zh-CN) >>`, 'latin1');

  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let at = parts[0].length;
  const offsets = objects.map((body, i) => {
    const start = at;
    const part = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
    parts.push(part);
    at += part.length;
    return start;
  });
  parts.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}` +
        `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${at}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}
