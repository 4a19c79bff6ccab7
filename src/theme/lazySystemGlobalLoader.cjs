// Webpack loader for @chakra-ui/react/dist/esm/styled-system/system.js only. createSystem builds
// `_global` (preflight, globalCss and the CSS of every token variable) eagerly: a long task of a
// slow PC's first load. The app inserts that CSS precomputed at build time in current browsers
// (src/theme/globalStyles.tsx), so `_global` becomes a getter computed on first read: only old
// browsers, whose provider still renders Chakra's <Global>, pay for it.
module.exports = function lazySystemGlobalLoader(source) {
  const eager = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
  const field = '    _global,\n';
  if (!source.includes(eager) || !source.includes(field)) {
    this.emitError(new Error('lazySystemGlobalLoader: createSystem no longer builds `_global` as expected; Chakra changed?'));
    return source;
  }
  return source
    .replace(eager, 'let _globalCache;')
    .replace(
      field,
      '    get _global() {\n      return _globalCache || (_globalCache = [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n    },\n',
    );
};
