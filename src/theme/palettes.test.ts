import fs from 'node:fs';
import path from 'node:path';
import { appSystem, UNUSED_PALETTES } from './system';

const SRC = path.join(__dirname, '..');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/**
 * Palette names the screens use: colorPalette="x" or colorPalette={a ? 'x' : 'y'}, maps named
 * *PALETTE* = { ...: 'x' }, and shades like "x.500".
 */
function palettesNamed(text: string): string[] {
  const names = new Set<string>();
  const strings = (code: string) => [...code.matchAll(/['"]([a-z]+)['"]/g)].map((q) => q[1]);
  // in a conditional only its answers are palettes ({kind === 'required' ? 'brand' : 'blue'})
  const answers = (code: string) => (code.includes('?') ? [...code.matchAll(/[?:]\s*['"]([a-z]+)['"]/g)].map((q) => q[1]) : strings(code));
  for (const m of text.matchAll(/colorPalette(?:=|:\s*)(?:(['"])([a-z]+)\1|\{([^}\n]*)\})/g)) {
    (m[2] ? [m[2]] : answers(m[3])).forEach((name) => names.add(name));
  }
  for (const m of text.matchAll(/PALETTE[^=\n]*=\s*\{([^}]*)\}/g)) strings(m[1]).forEach((name) => names.add(name));
  for (const m of text.matchAll(/['"]([a-z]+)\.\d{2,3}(?:\/\d+)?['"]/g)) names.add(m[1]);
  return [...names];
}

describe('colour palettes in the system', () => {
  it('has every palette the sources name (the unused ones are left out to make createSystem cheaper)', () => {
    const named = new Set(sources(SRC).flatMap((file) => palettesNamed(fs.readFileSync(file, 'utf8'))));
    expect(named.has('brand')).toBe(true);
    for (const name of named) {
      const defined = ['solid', '500'].some((key) => appSystem().token(`colors.${name}.${key}`, '') !== '');
      expect([name, defined]).toEqual([name, true]);
    }
  });

  it('leaves out only palettes no source names', () => {
    for (const name of UNUSED_PALETTES) expect(appSystem().token(`colors.${name}.500`, '')).toBe('');
    expect(appSystem().token('colors.gray.500', '')).not.toBe('');
  });

  it('reads palette names out of the ways the screens write them', () => {
    const code = `<Badge colorPalette={done ? 'green' : "gray"} variant="solid" /> <Box color="yellow.700" bg="blue.500/30" borderColor="fg.muted" />
      { colorPalette: "red" } const STATUS_PALETTE: Record<S, string> = { 0: 'orange' };`;
    expect(palettesNamed(code).sort()).toEqual(['blue', 'gray', 'green', 'orange', 'red', 'yellow']);
  });
});
