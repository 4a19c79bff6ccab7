// A minimal Word document writer for the demo handouts (dev time only): paragraphs, headings
// and one table, packed in a ZIP by hand, since the repository carries no docx or zip library.
// No styles part: every run carries its own look, which Word and WPS both honour. Fixed file
// times, so printing again without changes gives the same bytes (and the same hashed name).
import { deflateRawSync } from 'node:zlib';

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export interface RunStyle {
  bold?: boolean;
  size?: number;
  colour?: string;
}

/** A paragraph of one run; size in points. */
export function para(text: string, style: RunStyle = {}, align: 'left' | 'center' = 'left'): string {
  const rPr = [
    '<w:rFonts w:ascii="Microsoft YaHei" w:eastAsia="微软雅黑" w:hAnsi="Microsoft YaHei"/>',
    style.bold ? '<w:b/>' : '',
    style.colour ? `<w:color w:val="${style.colour}"/>` : '',
    `<w:sz w:val="${(style.size ?? 11) * 2}"/>`,
  ].join('');
  const pPr = `<w:pPr><w:spacing w:after="120" w:line="360" w:lineRule="auto"/>${align === 'center' ? '<w:jc w:val="center"/>' : ''}</w:pPr>`;
  return `<w:p>${pPr}<w:r><w:rPr>${rPr}</w:rPr><w:t xml:space="preserve">${esc(text)}</w:t></w:r></w:p>`;
}

/** A bordered table: the first row is the header; widths in twentieths of a point. */
export function table(widths: number[], rows: string[][]): string {
  const border = ['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
    .map((b) => `<w:${b} w:val="single" w:sz="4" w:color="808080"/>`)
    .join('');
  const grid = widths.map((w) => `<w:gridCol w:w="${w}"/>`).join('');
  const tr = (cells: string[], i: number) =>
    `<w:tr><w:trPr><w:trHeight w:val="${i === 0 ? 480 : 720}"/></w:trPr>${cells
      .map(
        (c, j) =>
          `<w:tc><w:tcPr><w:tcW w:w="${widths[j]}" w:type="dxa"/></w:tcPr>${para(c, { bold: i === 0, size: 10.5 }, 'center')}</w:tc>`,
      )
      .join('')}</w:tr>`;
  return `<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/><w:tblBorders>${border}</w:tblBorders></w:tblPr><w:tblGrid>${grid}</w:tblGrid>${rows.map(tr).join('')}</w:tbl>`;
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`;
const core = (title: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>${esc(title)}</dc:title><dc:creator>智慧党建培训平台</dc:creator></cp:coreProperties>`;
const documentXml = (body: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1300" w:bottom="1440" w:left="1300" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr></w:body></w:document>`;

/** The .docx bytes of a document with this title and body (paragraphs and tables). */
export function docx(title: string, body: string): Buffer {
  return zip([
    ['[Content_Types].xml', CONTENT_TYPES],
    ['_rels/.rels', RELS],
    ['docProps/core.xml', core(title)],
    ['word/document.xml', documentXml(body)],
  ]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

// 2026-01-01 00:00 in MS-DOS form.
const DOS_TIME = 0;
const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 1;

/** A ZIP of deflated entries (the format's plain case: no ZIP64, no encryption). */
function zip(entries: [string, string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text, 'utf8');
    const packed = deflateRawSync(data, { level: 9 });
    const fileName = Buffer.from(name, 'utf8');
    const head = (sig: number, central: boolean) => {
      const b = Buffer.alloc(central ? 46 : 30);
      let o = 0;
      const u32 = (v: number) => {
        b.writeUInt32LE(v >>> 0, o);
        o += 4;
      };
      const u16 = (v: number) => {
        b.writeUInt16LE(v, o);
        o += 2;
      };
      u32(sig);
      if (central) u16(20);
      u16(20);
      u16(0x0800);
      u16(8);
      u16(DOS_TIME);
      u16(DOS_DATE);
      u32(crc32(data));
      u32(packed.length);
      u32(data.length);
      u16(fileName.length);
      u16(0);
      if (central) {
        u16(0);
        u16(0);
        u16(0);
        u32(0);
        u32(offset);
      }
      return b;
    };
    const local = Buffer.concat([head(0x04034b50, false), fileName, packed]);
    centrals.push(Buffer.concat([head(0x02014b50, true), fileName]));
    locals.push(local);
    offset += local.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}
