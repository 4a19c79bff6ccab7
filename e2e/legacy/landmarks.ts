// The landmarks of a screen (headings, inputs, buttons, radios, images, links): their boxes and
// colours, read in the page, and their comparison between two browsers with a tolerance. The
// collector is a string of plain ES2017 so that any browser and either driver can evaluate it.

export interface Landmark {
  key: string;
  x: number;
  y: number;
  w: number;
  h: number;
  bg: string;
  color: string;
  border: string;
  shadow: boolean;
}

/** An expression that evaluates, in the page, to the Landmark[] of `selectors` (document order). */
export function collectLandmarks(selectors: string): string {
  return `(() => {
    const seen = {};
    const out = [];
    const list = document.querySelectorAll(${JSON.stringify(selectors)});
    for (let i = 0; i < list.length; i++) {
      const el = list[i];
      const r = el.getBoundingClientRect();
      const cs = getComputedStyle(el);
      if (r.width === 0 && r.height === 0) continue;
      if (cs.visibility === 'hidden') continue;
      const text = (el.getAttribute('aria-label') || el.getAttribute('placeholder') || el.getAttribute('name') ||
        (el.innerText || el.getAttribute('alt') || '')).replace(/\\s+/g, ' ').trim().slice(0, 12);
      const base = el.tagName.toLowerCase() + '|' + text;
      seen[base] = (seen[base] || 0) + 1;
      out.push({
        key: base + '#' + seen[base],
        x: Math.round(r.left + window.scrollX), y: Math.round(r.top + window.scrollY),
        w: Math.round(r.width), h: Math.round(r.height),
        bg: cs.backgroundColor, color: cs.color, border: cs.borderTopWidth === '0px' ? '' : cs.borderTopColor,
        shadow: cs.boxShadow !== 'none',
      });
    }
    return out;
  })()`;
}

type Rgba = [number, number, number, number];

/** rgb()/rgba() and `color(srgb r g b / a)` (how current Chromium reports a color-mix()). */
export function parseComputedColor(text: string): Rgba | null {
  if (!text) return [0, 0, 0, 0];
  let m = /^rgba?\(([^)]+)\)$/.exec(text.trim());
  if (m) {
    const p = m[1]
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return [p[0], p[1], p[2], p[3] ?? 1];
  }
  m = /^color\(srgb ([^)]+)\)$/.exec(text.trim());
  if (m) {
    const p = m[1]
      .split(/[\s/]+/)
      .filter(Boolean)
      .map(Number);
    return [p[0] * 255, p[1] * 255, p[2] * 255, p[3] ?? 1];
  }
  return null;
}

function sameColor(a: string, b: string): boolean {
  if (a === b) return true;
  const x = parseComputedColor(a);
  const y = parseComputedColor(b);
  if (!x || !y) return false;
  if (x[3] < 0.02 && y[3] < 0.02) return true; // both transparent
  return Math.abs(x[3] - y[3]) <= 0.08 && [0, 1, 2].every((i) => Math.abs(x[i] - y[i]) <= 14);
}

/** Position and size may differ by 8 px plus 3 % of the size (text metrics of other versions). */
const close = (a: number, b: number, size: number) => Math.abs(a - b) <= 8 + 0.03 * size;

/** Differences between the reference (current Chromium) and the measured landmarks. */
export function compareLandmarks(reference: Landmark[], measured: Landmark[]): string[] {
  const problems: string[] = [];
  const byKey = new Map(measured.map((m) => [m.key, m]));
  const refKeys = new Set(reference.map((r) => r.key));
  for (const ref of reference) {
    const got = byKey.get(ref.key);
    if (!got) {
      problems.push(`missing: ${ref.key} (expected at ${ref.x},${ref.y} ${ref.w}x${ref.h})`);
      continue;
    }
    const where: string[] = [];
    if (!close(ref.x, got.x, ref.w) || !close(ref.y, got.y, ref.h)) where.push(`at ${got.x},${got.y} instead of ${ref.x},${ref.y}`);
    if (!close(ref.w, got.w, ref.w) || !close(ref.h, got.h, ref.h)) where.push(`size ${got.w}x${got.h} instead of ${ref.w}x${ref.h}`);
    if (!sameColor(ref.bg, got.bg)) where.push(`background ${got.bg} instead of ${ref.bg}`);
    if (!sameColor(ref.color, got.color)) where.push(`colour ${got.color} instead of ${ref.color}`);
    if (!sameColor(ref.border, got.border)) where.push(`border ${got.border || 'none'} instead of ${ref.border || 'none'}`);
    if (ref.shadow !== got.shadow) where.push(ref.shadow ? 'shadow missing' : 'unexpected shadow');
    if (where.length) problems.push(`${ref.key}: ${where.join('; ')}`);
  }
  for (const m of measured) if (!refKeys.has(m.key)) problems.push(`extra: ${m.key} at ${m.x},${m.y} ${m.w}x${m.h}`);
  return problems;
}
