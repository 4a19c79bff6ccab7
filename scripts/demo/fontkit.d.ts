// The part of fontkit (no types of its own) that scripts/demo/pdf.ts uses to embed a font's glyphs.
declare module 'fontkit' {
  export interface Glyph {
    id: number;
    advanceWidth: number;
  }
  export interface Subset {
    /** the glyph's id in the subset */
    includeGlyph(glyph: number | Glyph): number;
    /** the subset font program: a bare CFF table for a CFF font */
    encode(): Uint8Array;
  }
  export interface Font {
    postscriptName: string;
    unitsPerEm: number;
    ascent: number;
    descent: number;
    capHeight: number;
    bbox: { minX: number; minY: number; maxX: number; maxY: number };
    glyphForCodePoint(codePoint: number): Glyph;
    createSubset(): Subset;
  }
  export function openSync(filename: string, postscriptName?: string): Font;
}
