// CSS lowering for the old Chromium cores of campus PCs (Chromium 80-110, docs/browsers.md).
// Pure functions, used twice:
//   - at build time of the Chakra system (src/theme/system.ts): the state conditions (_hover,
//     _checked, ...) without :is() / :not(a, b), the shadow tokens without color-mix();
//   - at run time by the Emotion/stylis plugin (src/theme/legacyCache.ts), only in a browser that
//     lacks one of the features, for whatever Chakra still emits: :is()/:where() expanded,
//     :not(a, b) split, logical properties to physical ones (the app is left-to-right Chinese),
//     color-mix() resolved to rgba(), flex gap emulated with margins.

/** What the running browser supports (legacyCache.ts detects it). */
export interface CssSupport {
  is: boolean; // :is() / :where() (Chromium 88)
  notList: boolean; // :not(a, b) (88)
  focusVisible: boolean; // :focus-visible (86)
  logical: boolean; // padding-inline, margin-inline, inset (87)
  colorMix: boolean; // color-mix() (111)
  flexGap: boolean; // gap in flex containers (84)
  aspectRatio: boolean; // aspect-ratio (88)
  transforms: boolean; // the scale / translate / rotate properties (104)
  dynamicViewport: boolean; // dvh, dvw, svh, lvh units (108)
}

export const MODERN: CssSupport = {
  is: true,
  notList: true,
  focusVisible: true,
  logical: true,
  colorMix: true,
  flexGap: true,
  aspectRatio: true,
  transforms: true,
  dynamicViewport: true,
};

export const needsLowering = (s: CssSupport) => Object.values(s).some((v) => !v);

/** Splits on `sep` outside parentheses, brackets and quotes. */
export function splitTopLevel(text: string, sep = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0 && text.startsWith(sep, i)) {
      parts.push(text.slice(start, i));
      start = i + sep.length;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim());
}

/** Index of the parenthesis that closes the one at `open`. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i;
  }
  return -1;
}

/**
 * One selector to the equivalent list without :is()/:where()/:matches() (expanded into every
 * combination) and with :not(a, b) written :not(a):not(b). Same elements matched; a :where()
 * alternative gains the specificity of its argument.
 */
export function expandSelector(selector: string, opts: { is?: boolean; notList?: boolean } = { is: true, notList: true }): string[] {
  const lowerIs = opts.is !== false;
  const lowerNot = opts.notList !== false;
  const match = /:(is|where|matches|-webkit-any|not)\(/g;
  let m: RegExpExecArray | null;
  while ((m = match.exec(selector))) {
    const name = m[1];
    const open = m.index + m[0].length - 1;
    const end = closing(selector, open);
    if (end < 0) return [selector];
    const inner = selector.slice(open + 1, end);
    const before = selector.slice(0, m.index);
    const after = selector.slice(end + 1);
    if (name === 'not') {
      const args = splitTopLevel(inner);
      if (lowerNot && args.length > 1) {
        const nots = args.map((a) => `:not(${a})`).join('');
        return expandSelector(before + nots + after, opts);
      }
      continue; // a single argument: nothing to do, look further on
    }
    if (!lowerIs || name === '-webkit-any') continue;
    const alternatives = splitTopLevel(inner).flatMap((a) => expandSelector(a, opts));
    const rest = expandSelector(after, opts);
    const out: string[] = [];
    for (const alt of alternatives) for (const tail of rest) out.push(`${before}${alt}${tail}`);
    return [...new Set(out)];
  }
  return [selector];
}

// Pseudo-classes every supported browser (Chromium 80+) knows: a condition built only of these
// and attribute selectors is expanded in the theme itself, for every browser.
const SAFE_PSEUDO = new Set([
  'hover',
  'active',
  'focus',
  'focus-within',
  'focus-visible',
  'disabled',
  'enabled',
  'checked',
  'empty',
  'indeterminate',
  'invalid',
  'valid',
  'required',
  'optional',
  'read-only',
  'read-write',
  'placeholder-shown',
  'first-of-type',
  'last-of-type',
  'first-child',
  'last-child',
  'only-child',
  'visited',
  'target',
  'in-range',
  'out-of-range',
  'default',
  'link',
  'any-link',
]);

function onlySafePseudos(selector: string): boolean {
  for (const m of selector.matchAll(/::?([a-z-]+)(?=[^a-z-]|$)/g)) {
    const name = m[1];
    if (m[0].startsWith('::')) continue; // pseudo-elements are kept as they are
    if (['is', 'where', 'not', 'matches'].includes(name)) continue;
    if (!SAFE_PSEUDO.has(name)) return false;
  }
  return true;
}

type Condition = string | string[];

/**
 * Chakra's conditions (`_hover`, `_checked`, ...) with :is() and :not(a, b) lowered where every
 * alternative is a selector Chromium 80 already knows; the others are left to the stylis plugin.
 */
export function lowerConditions(conditions: Record<string, Condition>): Record<string, Condition> {
  const lower = (c: string) => {
    if (c.startsWith('@') || !/:(is|not|where)\(/.test(c) || !onlySafePseudos(c)) return c;
    return splitTopLevel(c)
      .flatMap((s) => expandSelector(s))
      .join(', ');
  };
  return Object.fromEntries(Object.entries(conditions).map(([k, v]) => [k, Array.isArray(v) ? v.map(lower) : lower(v)]));
}

// ---------------------------------------------------------------------------------------------
// Colours

type Rgba = [number, number, number, number];

const NAMED: Record<string, Rgba> = {
  white: [255, 255, 255, 1],
  black: [0, 0, 0, 1],
  transparent: [0, 0, 0, 0],
};

export function parseColor(text: string): Rgba | null {
  const v = text.trim().toLowerCase();
  if (NAMED[v]) return NAMED[v];
  let m = /^#([0-9a-f]{3,8})$/.exec(v);
  if (m) {
    let h = m[1];
    if (h.length === 3 || h.length === 4) h = [...h].map((c) => c + c).join('');
    if (h.length !== 6 && h.length !== 8) return null;
    const n = (i: number) => parseInt(h.slice(i, i + 2), 16);
    return [n(0), n(2), n(4), h.length === 8 ? n(6) / 255 : 1];
  }
  m = /^rgba?\(([^)]+)\)$/.exec(v);
  if (m) {
    const parts = m[1].split(/[\s,/]+/).filter(Boolean);
    if (parts.length < 3) return null;
    const num = (p: string, scale: number) => (p.endsWith('%') ? (parseFloat(p) / 100) * scale : parseFloat(p));
    const a = parts[3] === undefined ? 1 : num(parts[3], 1);
    const rgba: Rgba = [num(parts[0], 255), num(parts[1], 255), num(parts[2], 255), a];
    return rgba.some((x) => Number.isNaN(x)) ? null : rgba;
  }
  return null;
}

const round = (n: number, digits = 3) => Number(n.toFixed(digits));
export const formatRgba = ([r, g, b, a]: Rgba) =>
  a >= 1 ? `rgb(${round(r, 0)}, ${round(g, 0)}, ${round(b, 0)})` : `rgba(${round(r, 0)}, ${round(g, 0)}, ${round(b, 0)}, ${round(a)})`;

/** A colour expression to rgba: literals, and var(--x) through `lookup` (the theme's tokens). */
export function resolveColor(expr: string, lookup: (cssVar: string) => string | undefined, depth = 0): Rgba | null {
  const v = expr.trim();
  if (depth > 8) return null;
  const m = /^var\(\s*(--[\w-]+)\s*(?:,(.*))?\)$/s.exec(v);
  if (m) {
    const value = lookup(m[1]);
    if (value !== undefined) return resolveColor(value, lookup, depth + 1);
    return m[2] !== undefined ? resolveColor(m[2], lookup, depth + 1) : null;
  }
  return parseColor(v);
}

/**
 * `color-mix(in srgb, C P%, transparent)` and `color-mix(in srgb, C, transparent P%)` (the only
 * forms Chakra writes) to rgba() when C resolves to a literal colour: the same colour the browser
 * computes (mixing with transparent in premultiplied sRGB only scales the alpha). When C is
 * unknown until run time (var(--chakra-colors-color-palette-solid), currentColor) and
 * `fallbackToBase` is set, the opaque base colour C (the browser lacks color-mix anyway).
 */
export function lowerColorMix(value: string, lookup: (cssVar: string) => string | undefined, fallbackToBase: boolean): string {
  let out = value;
  for (let guard = 0; guard < 50; guard++) {
    const start = out.indexOf('color-mix(');
    if (start < 0) break;
    const end = closing(out, start + 'color-mix'.length);
    if (end < 0) break;
    const args = splitTopLevel(out.slice(start + 'color-mix('.length, end));
    let replacement: string | null = null;
    if (args.length === 3 && /^in\s+srgb$/i.test(args[0])) {
      const parsePart = (p: string) => {
        const pm = /^(.*?)\s+(\d+(?:\.\d+)?)%$/s.exec(p);
        return pm ? { color: pm[1].trim(), pct: Number(pm[2]) } : { color: p.trim(), pct: null as number | null };
      };
      const a = parsePart(args[1]);
      const b = parsePart(args[2]);
      if (b.color === 'transparent' || a.color === 'transparent') {
        const [main, other] = b.color === 'transparent' ? [a, b] : [b, a];
        const weight = main.pct !== null ? main.pct / 100 : other.pct !== null ? 1 - other.pct / 100 : 0.5;
        const base = resolveColor(main.color, lookup);
        if (base) replacement = formatRgba([base[0], base[1], base[2], base[3] * weight]);
        else if (fallbackToBase) replacement = main.color;
      }
    }
    if (replacement === null) {
      if (!fallbackToBase) break;
      replacement = 'transparent';
    }
    out = out.slice(0, start) + replacement + out.slice(end + 1);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Logical properties (left-to-right writing only)

const SIDES = { inline: ['left', 'right'], block: ['top', 'bottom'] } as const;
const START_END = { 'inline-start': 'left', 'inline-end': 'right', 'block-start': 'top', 'block-end': 'bottom' } as const;

/** One declaration to its physical equivalents; null when it is not a logical property. */
export function physical(prop: string, value: string): Array<[string, string]> | null {
  const important = /\s*!important$/.exec(value)?.[0] ?? '';
  const v = important ? value.slice(0, -important.length) : value;
  const parts = () => splitTopLevel(v, ' ').filter(Boolean);
  const pair = (a: string, b: string): Array<[string, string]> => {
    const p = parts();
    return [
      [a, p[0] + important],
      [b, (p[1] ?? p[0]) + important],
    ];
  };
  let m = /^(padding|margin|scroll-padding|scroll-margin)-(inline|block)$/.exec(prop);
  if (m) return pair(`${m[1]}-${SIDES[m[2] as 'inline'][0]}`, `${m[1]}-${SIDES[m[2] as 'inline'][1]}`);
  m = /^(padding|margin|scroll-padding|scroll-margin)-(inline-start|inline-end|block-start|block-end)$/.exec(prop);
  if (m) return [[`${m[1]}-${START_END[m[2] as 'inline-start']}`, value]];
  m = /^border-(inline|block)(-width|-style|-color)?$/.exec(prop);
  if (m) {
    const [a, b] = SIDES[m[1] as 'inline'];
    return m[2]
      ? pair(`border-${a}${m[2]}`, `border-${b}${m[2]}`)
      : [
          [`border-${a}`, value],
          [`border-${b}`, value],
        ];
  }
  m = /^border-(inline-start|inline-end|block-start|block-end)(-width|-style|-color)?$/.exec(prop);
  if (m) return [[`border-${START_END[m[1] as 'inline-start']}${m[2] ?? ''}`, value]];
  m = /^border-(start|end)-(start|end)-radius$/.exec(prop);
  if (m) return [[`border-${m[1] === 'start' ? 'top' : 'bottom'}-${m[2] === 'start' ? 'left' : 'right'}-radius`, value]];
  if (prop === 'inset') {
    const p = parts();
    const [t, r = t, b = t, l = r] = p;
    return [
      ['top', t + important],
      ['right', r + important],
      ['bottom', b + important],
      ['left', l + important],
    ];
  }
  m = /^inset-(inline|block)$/.exec(prop);
  if (m) return pair(SIDES[m[1] as 'inline'][0], SIDES[m[1] as 'inline'][1]);
  m = /^inset-(inline-start|inline-end|block-start|block-end)$/.exec(prop);
  if (m) return [[START_END[m[1] as 'inline-start'], value]];
  m = /^(min-|max-)?(inline|block)-size$/.exec(prop);
  if (m) return [[`${m[1] ?? ''}${m[2] === 'inline' ? 'width' : 'height'}`, value]];
  return null;
}

// ---------------------------------------------------------------------------------------------
// The stylis plugin

interface StylisElement {
  type: string;
  value: string;
  props: string[] | string;
  children: StylisElement[] | string;
  parent: StylisElement | null;
  return: string;
  length: number;
}

export interface LegacyPluginOptions {
  support: CssSupport;
  /** A token's value by its CSS variable (--chakra-colors-gray-900 -> #18181b). */
  lookup: (cssVar: string) => string | undefined;
  /** Whether the browser accepts this selector (the lowered list keeps only those). */
  isValidSelector: (selector: string) => boolean;
  /** Inserts one extra rule (flex gap emulation). */
  insertRule: (rule: string) => void;
}

const FLEX_GAP_DONE = Symbol('legacyGap');

/** An Emotion stylis plugin: rewrites each rule before Emotion's stringify runs. */
export function createLegacyStylisPlugin(options: LegacyPluginOptions) {
  const { support, lookup } = options;
  const selectorCache = new Map<string, string[]>();

  const lowerOne = (selector: string): string[] => {
    let out = selectorCache.get(selector);
    if (out) return out;
    let list = [selector];
    if (!support.is || !support.notList) list = list.flatMap((s) => expandSelector(s, { is: !support.is, notList: !support.notList }));
    if (!support.focusVisible) list = list.map((s) => s.replace(/:focus-visible/g, ':focus'));
    out = [...new Set(list)].filter(options.isValidSelector);
    selectorCache.set(selector, out);
    return out;
  };

  const lowerDecl = (prop: string, value: string): Array<[string, string]> => {
    let v = value;
    if (!support.colorMix && v.includes('color-mix(')) v = lowerColorMix(v, lookup, true);
    // 100dvw / 100dvh (the dialog's positioner): the classic viewport units are the same on a PC.
    if (!support.dynamicViewport && /\d[dsl]v[hw]\b/.test(v)) v = v.replace(/(\d)[dsl]v([hw])\b/g, '$1v$2');
    if (!support.logical) {
      const phys = physical(prop, v);
      if (phys) return phys;
    }
    return [[prop, v]];
  };

  return function legacyPlugin(element: StylisElement) {
    if (element.type !== 'rule' || !Array.isArray(element.props) || !Array.isArray(element.children)) return;
    const selectors = element.props.flatMap(lowerOne);
    element.props = selectors;
    if (!selectors.length) {
      element.children = []; // nothing valid to style: stringify drops the rule
      return;
    }
    if (!support.transforms) lowerTransforms(element.children);
    let display = '';
    let direction = 'row';
    let wrap = false;
    const gaps: Record<string, string> = {};
    for (const decl of element.children) {
      if (decl.type !== 'decl' || typeof decl.props !== 'string' || typeof decl.children !== 'string') continue;
      const lowered = lowerDecl(decl.props, decl.children);
      if (lowered.length !== 1 || lowered[0][0] !== decl.props || lowered[0][1] !== decl.children) {
        decl.value = lowered.map(([p, v]) => `${p}:${v};`).join('');
        decl.return = '';
        // stylis' prefixer (after this plugin) looks at the first `length` characters: the new name.
        decl.length = lowered[0][0].length;
      }
      if (decl.props === 'display') display = decl.children.trim();
      if (decl.props === 'flex-direction') direction = decl.children.trim();
      if (decl.props === 'flex-wrap') wrap = decl.children.trim().startsWith('wrap');
      if (decl.props === 'gap' || decl.props === 'row-gap' || decl.props === 'column-gap') gaps[decl.props] = decl.children.trim();
    }
    if (!support.flexGap && /^(inline-)?flex$/.test(display) && Object.keys(gaps).length) {
      flexGapFallback(element, selectors, direction, wrap, gaps, options.insertRule);
    }
  };
}

/**
 * `scale: 0.4`, `translate: 10px 0`, `rotate: 45deg` (Chromium 104) into the `transform` of the
 * same rule (after its own transform, which the individual properties are applied after too).
 */
export function lowerTransforms(children: StylisElement[]) {
  const parts: string[] = [];
  let transformDecl: StylisElement | null = null;
  for (const decl of children) {
    if (decl.type !== 'decl' || typeof decl.children !== 'string') continue;
    const prop = decl.props as string;
    const value = decl.children.trim();
    if (prop === 'transform') transformDecl = decl;
    if (prop !== 'scale' && prop !== 'translate' && prop !== 'rotate') continue;
    if (value === 'none') continue;
    const args = splitTopLevel(value, ' ').filter(Boolean);
    let fn = '';
    if (prop === 'scale') fn = `scale(${args.join(', ')})`;
    else if (prop === 'translate') fn = args.length === 3 ? `translate3d(${args.join(', ')})` : `translate(${args.join(', ')})`;
    else fn = args.length === 1 ? `rotate(${args[0]})` : '';
    if (!fn) continue;
    parts.push(fn);
    decl.return = '';
    decl.props = `--legacy-${prop}`;
    decl.value = `--legacy-${prop}:${value};`;
    decl.length = decl.props.length;
  }
  if (!parts.length) return;
  if (transformDecl && typeof transformDecl.children === 'string' && transformDecl.children.trim() !== 'none') {
    transformDecl.value = `transform:${transformDecl.children} ${parts.join(' ')};`;
    transformDecl.return = '';
  } else {
    const first = children.find((c) => c.props === '--legacy-scale' || c.props === '--legacy-translate' || c.props === '--legacy-rotate');
    if (first) {
      first.value += `transform:${parts.join(' ')};`;
    }
  }
}

/** Chromium 80-83 lay flex items out without `gap`: margins between the items instead. */
function flexGapFallback(
  element: StylisElement & { [FLEX_GAP_DONE]?: boolean },
  selectors: string[],
  direction: string,
  wrap: boolean,
  gaps: Record<string, string>,
  insertRule: (rule: string) => void,
) {
  if (element[FLEX_GAP_DONE]) return;
  element[FLEX_GAP_DONE] = true;
  const [rowGap, columnGap = rowGap] = gaps.gap ? splitTopLevel(gaps.gap, ' ') : [];
  const row = gaps['row-gap'] ?? rowGap;
  const column = gaps['column-gap'] ?? columnGap;
  const vertical = direction.startsWith('column');
  const reverse = direction.endsWith('reverse');
  const margin = vertical ? (reverse ? 'margin-bottom' : 'margin-top') : reverse ? 'margin-right' : 'margin-left';
  const size = vertical ? row : column;
  // Between laid-out items: visually hidden inputs (Chakra's radios and checkboxes) do not count.
  // (:not() takes one simple selector before Chromium 88.)
  const item = ':not([type=radio]):not([type=checkbox]):not([hidden])';
  const rules: string[] = [];
  // Wrapping rows keep the space between items; the space between rows is not emulated (the
  // margins would add to the container's height when nothing wraps).
  if (size && !/^0(px)?$/.test(size) && !(vertical && wrap)) {
    rules.push(`${selectors.map((s) => `${s}>${item}~${item}`).join(',')}{${margin}:${size};}`);
  }
  // Inside @media / @supports: wrap the extra rules the same way.
  let wrapped = rules;
  for (let p = element.parent; p; p = p.parent) {
    if (p.type.startsWith('@')) wrapped = wrapped.map((r) => `${p!.value}{${r}}`);
  }
  wrapped.forEach(insertRule);
}
