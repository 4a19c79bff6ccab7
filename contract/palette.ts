// The platform's one brand palette: party red with a gold accent and neutrals whose secondary
// text keeps at least 4.5:1 on white. Plain data, imported by the web app's theme (Chakra
// tokens, src/theme/brand.ts), checked against the CSS custom properties of src/app/base.css,
// and written by the server into its portal and help style sheet (server/static/siteCss.ts),
// so every surface shows the same colours.
export const palette = {
  brand: {
    50: '#fdeced',
    100: '#f9cfd1',
    200: '#f2a0a4',
    300: '#e86b71',
    400: '#dc3b43',
    500: '#c8161e',
    600: '#a81219',
    700: '#870e14',
    800: '#650b0f',
    900: '#44070a',
    950: '#2a0406',
  },
  /** party gold: the current menu entry's underline, small accents on red */
  gold: '#e6b422',
  /** body text */
  text: '#1f1f23',
  /** secondary lines, dates, hints (7.7:1 on white) */
  textMuted: '#52525b',
  /** the faintest text still allowed (5.1:1 on white) */
  textSubtle: '#6b6b74',
  border: '#e4e4e7',
  /** page background behind white cards */
  page: '#f6f5f3',
  /** footer band and its text (12:1) */
  footer: '#2b2b30',
  footerText: '#e4e4e7',
} as const;

export type Palette = typeof palette;

/** The CSS custom properties that mirror the palette: `--brand-500`, `--text-muted`, ... */
export function paletteCssVars(): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [step, value] of Object.entries(palette.brand)) vars[`--brand-${step}`] = value;
  for (const [name, value] of Object.entries(palette)) {
    if (typeof value === 'string') vars[`--${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`] = value;
  }
  return vars;
}
