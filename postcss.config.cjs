// PostCSS for the plain style sheets (base.css, login.css, article.css, ...): postcss-preset-env
// reads the browserslist target of package.json (Chromium 80 and newer) and lowers what those
// browsers lack (logical properties, :is(), inset, ...) and adds the prefixes they need.
module.exports = {
  plugins: [
    require('postcss-preset-env')({
      stage: 2,
      features: {
        // Chromium 80-83 have no flex gap: the style sheets keep margins where layout depends on it.
        'logical-properties-and-values': true,
        'is-pseudo-class': true,
      },
    }),
  ],
};
