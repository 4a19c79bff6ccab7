// Webpack loader for src/theme/chakraGlobalCss.ts only: replaces the module with Chakra's global
// CSS as a string, computed in Node by scripts/chakra/globalCss.ts from the app's system (the
// same theme sources, the same Emotion serializer as a current browser).
const { execFileSync } = require('node:child_process');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');

module.exports = function chakraGlobalCssLoader() {
  // Rebuild when the theme changes (dev server): every file the system is made of.
  for (const file of [
    'src/theme/system.ts',
    'src/theme/brand.ts',
    'src/theme/legacyCss.ts',
    'contract/palette.ts',
    'scripts/chakra/globalCss.ts',
  ]) {
    this.addDependency(path.join(ROOT, file));
  }
  const css = execFileSync(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/chakra/globalCss.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return `export const CHAKRA_GLOBAL_CSS = ${JSON.stringify(css)};\n`;
};
