// PostCSS plugin: flex `gap` for Chromium 80-83, which lay flex items out without it. For every
// rule with `display: flex | inline-flex` and a gap, adds a rule scoped to `html.no-flex-gap`
// (set by the check in public/index.html, only in such a browser) that puts the gap as a margin
// between the items. Visually hidden inputs (custom checkboxes) do not count as items. Rows that
// wrap keep the space between items only. Current browsers never match the added rules.
const ITEM = ':not([type=radio]):not([type=checkbox]):not([hidden])';

module.exports = () => ({
  postcssPlugin: 'flex-gap-fallback',
  Rule(rule) {
    if (rule.selector.includes('.no-flex-gap') || (rule.parent?.type === 'atrule' && /keyframes/.test(rule.parent.name))) return;
    let display = '';
    let direction = 'row';
    let wrap = false;
    const gaps = {};
    rule.each((d) => {
      if (d.type !== 'decl') return;
      if (d.prop === 'display') display = d.value.trim();
      if (d.prop === 'flex-direction') direction = d.value.trim();
      if (d.prop === 'flex-wrap') wrap = d.value.trim().startsWith('wrap');
      if (d.prop === 'gap' || d.prop === 'row-gap' || d.prop === 'column-gap') gaps[d.prop] = d.value.trim();
    });
    if (!/^(inline-)?flex$/.test(display) || !Object.keys(gaps).length) return;
    const [rowGap, columnGap = rowGap] = gaps.gap ? gaps.gap.split(/\s+/) : [];
    const vertical = direction.startsWith('column');
    const size = vertical ? (gaps['row-gap'] ?? rowGap) : (gaps['column-gap'] ?? columnGap);
    if (!size || /^0(px)?$/.test(size) || (vertical && wrap)) return;
    const reverse = direction.endsWith('reverse');
    const margin = vertical ? (reverse ? 'margin-bottom' : 'margin-top') : reverse ? 'margin-right' : 'margin-left';
    const selector = rule.selectors.map((s) => `.no-flex-gap ${s} > ${ITEM} ~ ${ITEM}`).join(',\n');
    rule.after(rule.clone({ selector, nodes: [] }).append({ prop: margin, value: size }));
  },
});
module.exports.postcss = true;
