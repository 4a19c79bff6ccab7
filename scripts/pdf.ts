// A minimal PDF writer for the demo handouts (dev time only): A4 pages of wrapped Chinese text in
// the standard CJK font STSong-Light (Adobe-GB1), which PDF readers supply themselves (Chrome's
// and Edge's viewers, Acrobat, WPS, pdf.js, poppler), so the file embeds no glyphs and stays a
// few KB where a printed PDF carries 300 KB of font. Text goes through the predefined CMap
// UniGB-UCS2-H (UCS-2 code units), so no glyph table is needed here either. Deterministic bytes.

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

/** Width in ems: CJK and full-width forms take 1, the proportional Latin range half. */
const ems = (ch: string) => (ch.charCodeAt(0) < 0x7f ? 0.5 : 1);

/** Splits one paragraph into lines no wider than `width` points at `size`. */
function wrap(text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  let w = 0;
  // a run of Latin letters and digits (10 MB, PDF) is one unit: it never breaks inside
  for (const ch of text.match(/[\x21-\x7e]+|[^]/gu) ?? []) {
    const cw = [...ch].reduce((n, c) => n + ems(c), 0) * size;
    // full-width closing punctuation stays on its line (禁则), overhanging the margin a little
    if (w + cw > width && line && !'，。、；：！？）》”'.includes(ch)) {
      lines.push(line);
      line = '';
      w = 0;
    }
    line += ch;
    w += cw;
  }
  if (line || !lines.length) lines.push(line);
  return lines;
}

const hex = (s: string) => [...s].map((c) => c.charCodeAt(0).toString(16).padStart(4, '0')).join('').toUpperCase();
const textWidth = (s: string, size: number) => [...s].reduce((n, c) => n + ems(c), 0) * size;

/** Lays the paragraphs out on pages; returns one content stream per page. */
function layout(paragraphs: PdfLine[]): string[] {
  const pages: string[][] = [[]];
  const usable = PAGE.width - 2 * PAGE.margin;
  let y = PAGE.height - PAGE.margin;
  for (const p of paragraphs) {
    const size = p.size ?? 11;
    const step = size * LEADING;
    y -= p.before ?? 0;
    for (const line of wrap(p.text, size, usable)) {
      if (y - step < PAGE.margin) {
        pages.push([]);
        y = PAGE.height - PAGE.margin;
      }
      y -= step;
      const x = p.centre ? (PAGE.width - textWidth(line, size)) / 2 : PAGE.margin;
      const [r, g, b] = p.colour ?? [0.1, 0.1, 0.1];
      pages[pages.length - 1].push(`BT /F1 ${size} Tf ${r} ${g} ${b} rg ${x.toFixed(1)} ${y.toFixed(1)} Td <${hex(line)}> Tj ET`);
    }
  }
  return pages.map((ops) => ops.join('\n'));
}

/** A PDF document of the paragraphs with the given title (shown by readers as the window title). */
export function pdf(title: string, paragraphs: PdfLine[]): Buffer {
  const streams = layout(paragraphs);
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) && objects.length;
  const catalog = add('');
  const pages = add('');
  const font = add('');
  const cidFont = add('');
  const descriptor = add('');
  const info = add(`<< /Title <FEFF${hex(title)}> /Producer (training2 scripts/pdf.ts) >>`);
  objects[descriptor - 1] = '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>';
  objects[cidFont - 1] = `<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor ${descriptor} 0 R /DW 1000 /W [1 95 500] >>`;
  objects[font - 1] = `<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light-UniGB-UCS2-H /Encoding /UniGB-UCS2-H /DescendantFonts [${cidFont} 0 R] >>`;
  const kids = streams.map((s) => {
    const content = add(`<< /Length ${Buffer.byteLength(s, 'latin1')} >>\nstream\n${s}\nendstream`);
    return add(`<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`);
  });
  objects[pages - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pages} 0 R /Lang (zh-CN) >>`;

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = objects.map((body, i) => {
    const at = Buffer.byteLength(out, 'latin1');
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
