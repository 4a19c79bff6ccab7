import { expandSelector, lowerColorMix, lowerConditions, physical, createLegacyStylisPlugin, MODERN, splitTopLevel } from './legacyCss';

const tokens: Record<string, string> = {
  '--chakra-colors-gray-900': '#18181b',
  '--chakra-colors-fg-muted': 'var(--chakra-colors-gray-600)',
  '--chakra-colors-gray-600': '#52525b',
};
const lookup = (v: string) => tokens[v];

describe('legacy CSS lowering', () => {
  test('splits on top-level commas only', () => {
    expect(splitTopLevel('a:is(b, c), d[x="1,2"], e')).toEqual(['a:is(b, c)', 'd[x="1,2"]', 'e']);
  });

  test(':is() expands into every combination; :not(a, b) becomes :not(a):not(b)', () => {
    expect(expandSelector('.x:is(:hover, [data-hover]):not(:disabled, [data-disabled])')).toEqual([
      '.x:hover:not(:disabled):not([data-disabled])',
      '.x[data-hover]:not(:disabled):not([data-disabled])',
    ]);
    expect(expandSelector(':where(html, .chakra-theme)')).toEqual(['html', '.chakra-theme']);
    expect(expandSelector('.a :is(b, c) :is(d, e)')).toHaveLength(4);
    expect(expandSelector('.a:not(.b)')).toEqual(['.a:not(.b)']);
  });

  test('conditions are lowered only when every alternative is known to Chromium 80', () => {
    const lowered = lowerConditions({
      hover: ['@media (hover: hover)', '&:is(:hover, [data-hover]):not(:disabled, [data-disabled])'],
      checked: '&:is(:checked, [data-checked])',
      open: '&:is(:open, [data-state=open])',
      before: '&::before',
    });
    expect(lowered.hover).toEqual([
      '@media (hover: hover)',
      '&:hover:not(:disabled):not([data-disabled]), &[data-hover]:not(:disabled):not([data-disabled])',
    ]);
    expect(lowered.checked).toBe('&:checked, &[data-checked]');
    expect(lowered.open).toBe('&:is(:open, [data-state=open])');
    expect(lowered.before).toBe('&::before');
  });

  test('color-mix() with transparent becomes the rgba() the browser would compute', () => {
    expect(lowerColorMix('0 1px 2px color-mix(in srgb, var(--chakra-colors-gray-900) 10%, transparent)', lookup, false)).toBe(
      '0 1px 2px rgba(24, 24, 27, 0.1)',
    );
    expect(lowerColorMix('color-mix(in srgb, var(--chakra-colors-fg-muted), transparent 20%)', lookup, false)).toBe(
      'rgba(82, 82, 91, 0.8)',
    );
    // Unknown until run time: the base colour when asked to fall back, else unchanged.
    const palette = 'color-mix(in srgb, var(--chakra-colors-color-palette-solid) 90%, transparent)';
    expect(lowerColorMix(palette, lookup, true)).toBe('var(--chakra-colors-color-palette-solid)');
    expect(lowerColorMix(palette, lookup, false)).toBe(palette);
  });

  test('logical properties map to physical ones (left to right)', () => {
    expect(physical('padding-inline', '4px 8px')).toEqual([
      ['padding-left', '4px'],
      ['padding-right', '8px'],
    ]);
    expect(physical('margin-inline-start', 'auto')).toEqual([['margin-left', 'auto']]);
    expect(physical('inset', '0')).toEqual([
      ['top', '0'],
      ['right', '0'],
      ['bottom', '0'],
      ['left', '0'],
    ]);
    expect(physical('border-inline-end-width', '1px')).toEqual([['border-right-width', '1px']]);
    expect(physical('max-inline-size', '100%')).toEqual([['max-width', '100%']]);
    expect(physical('color', 'red')).toBeNull();
  });

  test('the stylis plugin rewrites a rule for a browser without :is(), logical properties, flex gap and scale', () => {
    const inserted: string[] = [];
    const plugin = createLegacyStylisPlugin({
      support: {
        ...MODERN,
        is: false,
        notList: false,
        logical: false,
        flexGap: false,
        transforms: false,
        colorMix: false,
        dynamicViewport: false,
      },
      lookup,
      isValidSelector: () => true,
      insertRule: (r) => inserted.push(r),
    });
    const decl = (props: string, children: string) => ({
      type: 'decl',
      props,
      children,
      value: `${props}:${children};`,
      return: '',
      length: props.length,
    });
    const rule = {
      type: 'rule',
      value: '',
      props: ['.c:is(:checked, [data-checked])'],
      parent: null,
      return: '',
      length: 0,
      children: [
        decl('display', 'flex'),
        decl('gap', '8px'),
        decl('padding-inline', '12px'),
        decl('scale', '0.4'),
        decl('width', '100dvw'),
        decl('box-shadow', '0 0 1px color-mix(in srgb, var(--chakra-colors-gray-900) 30%, transparent)'),
      ],
    };
    plugin(rule as never);
    expect(rule.props).toEqual(['.c:checked', '.c[data-checked]']);
    const css = rule.children.map((d) => d.value).join('');
    expect(css).toContain('padding-left:12px;padding-right:12px;');
    expect(css).toContain('transform:scale(0.4);');
    expect(css).toContain('width:100vw;');
    expect(css).toContain('box-shadow:0 0 1px rgba(24, 24, 27, 0.3);');
    expect(inserted).toHaveLength(1);
    expect(inserted[0]).toBe(
      '.c:checked>:not([type=radio]):not([type=checkbox]):not([hidden])~:not([type=radio]):not([type=checkbox]):not([hidden]),.c[data-checked]>:not([type=radio]):not([type=checkbox]):not([hidden])~:not([type=radio]):not([type=checkbox]):not([hidden]){margin-left:8px;}',
    );
  });
});
