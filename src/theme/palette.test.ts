import fs from 'node:fs';
import path from 'node:path';
import { palette, paletteCssVars } from '@contract/palette';

// WCAG 2 relative luminance and contrast ratio.
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

const read = (file: string) => fs.readFileSync(path.join(__dirname, '..', file), 'utf8');

describe('the brand palette', () => {
  it('base.css declares every palette colour as a custom property with the same value', () => {
    const css = read('app/base.css');
    for (const [name, value] of Object.entries(paletteCssVars())) {
      expect(css).toContain(`${name}: ${value};`);
    }
  });

  it('secondary text keeps at least 4.5:1 on white and on the page background', () => {
    for (const text of [palette.textMuted, palette.textSubtle]) {
      expect(contrast(text, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrast(text, palette.page)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(palette.footerText, palette.footer)).toBeGreaterThanOrEqual(4.5);
  });

  it('white text on the reds the screens fill with (buttons, menu bar, tiles) keeps 4.5:1', () => {
    for (const step of [500, 600, 700, 800] as const) expect(contrast('#ffffff', palette.brand[step])).toBeGreaterThanOrEqual(4.5);
    // red text on white (links, errors, headings)
    expect(contrast(palette.brand[600], '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('no screen keeps a red of its own (the four reds before the palette)', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.(tsx?|css)$/.test(entry.name) && !entry.name.includes('.test.')) files.push(full);
      }
    };
    walk(path.join(__dirname, '..'));
    const offenders = files.filter((file) =>
      /#(c8161d|991919|dc2626|ef4444|b91c1c)\b|colorPalette="(red|orange)"|["']red\.\d+["']|orange\.\d+/i.test(
        fs.readFileSync(file, 'utf8'),
      ),
    );
    expect(offenders.map((file) => path.relative(path.join(__dirname, '..'), file))).toEqual([]);
  });
});
