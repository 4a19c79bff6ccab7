import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import { brandColors, brandSemanticColors } from './brand';
import { formatRgba, lowerConditions, parseColor } from './legacyCss';

// Old campus browsers (Chromium 80-110) at the source, for every browser alike (same rendering):
// - the state conditions (_hover, _checked, _disabled, ...) without :is() / :not(a, b) (Chromium 88);
// - token variables declared on `html` rather than under :where() (Chromium 88);
// - shadows and the placeholder colour as rgba() instead of color-mix() (Chromium 111).
// What Chakra still emits at run time is lowered by the stylis plugin (legacyCache.ts) in the
// browsers that need it.

type TokenTree = { [key: string]: TokenTree | { value: unknown } };

// Colour palettes no screen uses. Every colour token costs a slow PC time in createSystem (the
// token dictionary, and each of the ~30 colour utilities lists every colour), so these four are
// left out: ~1/4 of the colour tokens. A screen that wants one adds it back here
// (palettes.test.ts fails when the sources name a palette the system lacks).
export const UNUSED_PALETTES = ['teal', 'purple', 'pink', 'cyan'];
const withoutUnusedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.includes(name))) as T;
const colorTokens = { ...tokens.colors, ...brandColors } as unknown as TokenTree;

/** `{colors.gray.900/10}` or `{black/64}` -> the rgba() colour that color-mix() would compute. */
function tokenAlpha(ref: string): string | null {
  const m = /^(?:colors\.)?([\w.]+)\/(\d+)$/.exec(ref);
  if (!m) return null;
  let node: unknown = colorTokens;
  for (const key of m[1].split('.')) node = (node as TokenTree | undefined)?.[key];
  const raw = (node as { value?: unknown } | undefined)?.value;
  const rgba = typeof raw === 'string' ? parseColor(raw) : null;
  return rgba ? formatRgba([rgba[0], rgba[1], rgba[2], (rgba[3] * Number(m[2])) / 100]) : null;
}

const withoutColorMix = (value: unknown): unknown => {
  if (typeof value === 'string') return value.replace(/\{([^{}]+)\}/g, (ref, inner: string) => tokenAlpha(inner) ?? ref);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutColorMix(v)]));
  }
  return value;
};

const shadows = withoutColorMix(semanticTokens.shadows) as typeof semanticTokens.shadows;

// Chakra's default theme with only the recipes the screens use: the full set would weigh on every
// first load. A component whose recipe is missing renders unstyled; add its
// recipe here when a screen starts using it.
const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: 'html, .chakra-theme',
  conditions: lowerConditions(defaultBaseConfig.conditions as Record<string, string | string[]>),
  globalCss: {
    ...globalCss,
    // fg.muted/80 (gray.600 at 80 %), written without color-mix().
    '*::placeholder, *[data-placeholder]': { color: tokenAlpha('gray.600/80') ?? 'gray.600' },
    'html, body': { fontFamily: '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif' },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes({ ...tokens.colors, ...brandColors }) },
    semanticTokens: { ...semanticTokens, shadows, colors: withoutUnusedPalettes({ ...semanticTokens.colors, ...brandSemanticColors }) },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

let system: SystemContext | undefined;

/**
 * The app's Chakra system, made on first use rather than when this module is evaluated: building
 * it (token dictionary, utilities) is ~1/3 of evaluating the Chakra chunk, and ChakraScope's
 * loader runs it in a task of its own on a slow PC's first load.
 */
export function appSystem(): SystemContext {
  // disableLayers: campus PCs run old Chromium cores (360 browser) without CSS @layer support,
  // which would leave the page unstyled.
  // One merge: createSystem merges its configs itself (a merge clones every token: a second one
  // would cost a slow PC as much again).
  system ??= createSystem(defaultBaseConfig, themeConfig, { disableLayers: true });
  return system;
}
