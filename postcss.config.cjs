// PostCSS for the plain style sheets (base.css, login.css, article.css, ...): postcss-preset-env
// reads the browserslist target of package.json (Chromium 80 and newer) and lowers what those
// browsers lack (logical properties, :is(), ...) and adds the prefixes they need; the local
// flex-gap plugin adds margins for Chromium 80-83 (html.no-flex-gap, set by public/index.html).
module.exports = {
  plugins: [require('postcss-preset-env')({ stage: 2 }), require('./scripts/postcss/flexGapFallback.cjs')()],
};
