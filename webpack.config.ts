import path from 'node:path';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

// Loaded through ts-node (tsconfig's "ts-node" block switches it to CommonJS).
const BASE_PATH = '/training2/';
const API_SERVER = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';
const root = (...parts: string[]) => path.resolve(__dirname, ...parts);

const swcLoader = (tsx: boolean) => ({
  loader: 'swc-loader',
  options: {
    jsc: {
      // ES2017 runs on Chromium 60+, the old cores of campus browsers (TECH-NOTES).
      target: 'es2017',
      parser: { syntax: 'typescript', tsx },
      transform: { react: { runtime: 'automatic' } },
    },
  },
});

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
          test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/,
          use: root('src/theme/pureThemeConfigLoader.cjs'),
        },
        // Each lazy chunk gets its own CSS file, loaded with it.
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
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
            new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', test: /\.(js|css|svg|html)$/, threshold: 0, minRatio: 0.9 }),
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
        },
      },
      runtimeChunk: false,
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
