// Webpack loader for @chakra-ui/react/dist/esm/theme/index.js only. That module builds
// `defaultThemeConfig = defineConfig({ ... recipes, slotRecipes ... })` at its top level; the
// call is not marked pure, so webpack keeps every Chakra recipe (~25 KB gzip) although
// src/theme/system.ts uses only a few. `defineConfig` is the identity function, so marking the
// call pure is safe and lets tree shaking drop the unused recipes.
module.exports = function pureThemeConfigLoader(source) {
  const marked = source.replace(/=\s*defineConfig\(/g, '= /*#__PURE__*/ defineConfig(');
  if (marked === source) this.emitWarning(new Error('pureThemeConfigLoader: defineConfig call not found; Chakra changed?'));
  return marked;
};
