import path from 'node:path';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import browserslist from 'browserslist';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

// Loaded through ts-node (tsconfig's "ts-node" block switches it to CommonJS).
const BASE_PATH = '/training2/';
const API_SERVER = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';
const root = (...parts: string[]) => path.resolve(__dirname, ...parts);

// The one browser target (package.json "browserslist": Chromium 80 and newer, the cores of campus
// PCs' browsers; docs/browsers.md) drives swc's `env` for our code and for node_modules, core-js
// polyfills by usage, and PostCSS (postcss.config.cjs) for the plain style sheets.
const BROWSERS = browserslist.loadConfig({ path: __dirname }) ?? ['chrome >= 80'];
const CORE_JS = (require('core-js/package.json') as { version: string }).version;

// swc adds a polyfill for every call that *could* need one (it does not know the receiver's type):
// `.map()` on any object brings the ES2025 iterator helpers, `new Set` the Set methods, a
// `typeof setImmediate` check the whole setImmediate polyfill. None of the code we ship calls
// these (checked with grep over our sources and the packages' dist); they would cost ~16 KB gzip
// in the entry, so they are left out. Everything else the target lacks (`.at()`, `replaceAll`,
// `Object.hasOwn`, `structuredClone`, ...) is polyfilled where used.
const NOT_USED_POLYFILLS = [
  'web.immediate',
  'web.set-immediate',
  'web.clear-immediate',
  'web.self',
  'web.dom-exception.stack',
  'web.url-search-params.delete',
  'web.url-search-params.has',
  'web.url-search-params.size',
  'es.error.cause',
  'es.array.push',
  'es.regexp.flags',
  'es.reflect.to-string-tag',
  ...['difference', 'intersection', 'is-disjoint-from', 'is-subset-of', 'is-superset-of', 'symmetric-difference', 'union'].map(
    (m) => `es.set.${m}.v2`,
  ),
  ...[
    'constructor',
    'dispose',
    'drop',
    'every',
    'filter',
    'find',
    'flat-map',
    'for-each',
    'from',
    'map',
    'reduce',
    'some',
    'take',
    'to-array',
  ].map((m) => `es.iterator.${m}`),
];

// bugfixes: Chromium 80-90 have optional chaining with one V8 bug around spread arguments; swc then
// rewrites only that case instead of every `?.` (about 3 KB gzip in the entry).
const swcEnv = { targets: BROWSERS, mode: 'usage' as const, coreJs: CORE_JS, exclude: NOT_USED_POLYFILLS, bugfixes: true };

const swcLoader = (tsx: boolean) => ({
  loader: 'swc-loader',
  options: {
    env: swcEnv,
    jsc: {
      parser: { syntax: 'typescript', tsx },
      transform: { react: { runtime: 'automatic' } },
    },
  },
});

// node_modules ship modern syntax (RTK Query's `??=` is a syntax error before Chromium 85) and call
// modern built-ins (`.at()`, `replaceAll`): compile them to the same target with polyfills by usage.
// `isModule: 'unknown'` keeps CommonJS files CommonJS (their polyfills come in with require).
const swcVendorLoader = {
  loader: 'swc-loader',
  options: {
    env: swcEnv,
    isModule: 'unknown',
    jsc: { parser: { syntax: 'ecmascript' } },
  },
};

// The entry's libraries as scripts of their own: each is parsed and compiled in its own task
// while the page loads, instead of one long task for a 400 KB entry (Lighthouse's TBT on a slow PC).
const initialVendor = (name: string, packages: string) => ({
  [name]: {
    test: new RegExp(`[\\\\/]node_modules[\\\\/](${packages})[\\\\/]`),
    chunks: 'initial' as const,
    name,
    priority: 20,
    enforce: true,
  },
});
const initialVendors = {
  ...initialVendor('react-dom', 'react-dom|scheduler'),
  ...initialVendor('router', 'react-router|react-router-dom|cookie|set-cookie-parser'),
  ...initialVendor('redux', '@reduxjs|redux|redux-persist|immer|reselect|react-redux|use-sync-external-store'),
};

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration & { devServer?: DevServerConfiguration } => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: root('src/main.tsx'),
    output: {
      path: root('dist'),
      publicPath: BASE_PATH,
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: {
        '@': root('src'),
        '@contract': root('contract'),
        // react-router 7 points every export condition at its development build; its
        // production build is in the package too (smaller, no dev warnings).
        ...(production
          ? {
              'react-router$': root('node_modules/react-router/dist/production/index.mjs'),
              'react-router/dom$': root('node_modules/react-router/dist/production/dom-export.mjs'),
            }
          : {}),
      },
    },
    module: {
      rules: [
        { test: /\.ts$/, exclude: /node_modules/, use: swcLoader(false) },
        { test: /\.tsx$/, exclude: /node_modules/, use: swcLoader(true) },
        {
          test: /\.m?js$/,
          include: /[\\/]node_modules[\\/]/,
          // core-js is the polyfills themselves; webpack's and css-loader's runtime helpers stay as they are.
          exclude: /[\\/]node_modules[\\/](core-js|webpack|css-loader|mini-css-extract-plugin)[\\/]/,
          use: swcVendorLoader,
        },
        {
          test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/,
          use: root('src/theme/pureThemeConfigLoader.cjs'),
        },
        // Chakra's global CSS: computed at build time, not on a slow PC's first load (src/theme/globalStyles.tsx).
        {
          test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
          use: root('src/theme/lazySystemGlobalLoader.cjs'),
        },
        { test: /[\\/]src[\\/]theme[\\/]chakraGlobalCss\.ts$/, use: root('src/theme/chakraGlobalCssLoader.cjs') },
        // Each lazy chunk gets its own CSS file, loaded with it.
        // PostCSS (postcss.config.cjs) lowers them to the browserslist target.
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { importLoaders: 1 } }, 'postcss-loader'] },
        { test: /\.(png|jpe?g|gif|svg|webp|mp4)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        // '' = same origin: the server serves the app and the API together.
        'process.env.API_BASE_URL': JSON.stringify(process.env.API_BASE_URL ?? ''),
      }),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
        chunkFilename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
      }),
      new HtmlWebpackPlugin({
        template: root('public/index.html'),
        publicPath: BASE_PATH,
        title: '智慧党建培训平台',
      }),
      new CopyPlugin({
        patterns: [{ from: root('public'), globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true }],
      }),
      ...(production
        ? [
            new CompressionPlugin({
              filename: '[path][base].gz',
              algorithm: 'gzip',
              test: /\.(js|css|svg|html)$/,
              threshold: 0,
              minRatio: 0.9,
            }),
            new CompressionPlugin({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              test: /\.(js|css|svg|html)$/,
              threshold: 0,
              minRatio: 0.9,
            }),
          ]
        : []),
    ],
    optimization: {
      // The login route loads the entry plus its own chunk: keep vendors that only screens use
      // out of the entry, and share what several lazy screens use in common chunks.
      splitChunks: {
        chunks: 'async',
        cacheGroups: {
          defaultVendors: { test: /[\\/]node_modules[\\/]/, priority: -10, reuseExistingChunk: true },
          default: { minChunks: 2, priority: -20, reuseExistingChunk: true },
          ...initialVendors,
        },
      },
      runtimeChunk: false,
      // '...' keeps webpack's own JS minifier; the style sheets are minified too (cssnano, for the
      // browserslist target): the login screen's plain CSS is part of its first load.
      minimizer: ['...', new CssMinimizerPlugin()],
    },
    // Production: no source maps shipped (nothing to download, nothing to expose).
    devtool: production ? false : 'eval-cheap-module-source-map',
    performance: { hints: false },
    devServer: {
      port: 3000,
      historyApiFallback: { index: `${BASE_PATH}index.html`, disableDotRule: true },
      devMiddleware: { publicPath: BASE_PATH },
      static: { directory: root('public'), publicPath: BASE_PATH },
      open: [BASE_PATH],
      proxy: [{ context: ['/trainingApi', '/goplatform', '/uploads', '/help'], target: API_SERVER, changeOrigin: true }],
    },
  };
};
