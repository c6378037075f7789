// One webpack setup for the host and every remote (docs/architecture.md §3, §8): TypeScript through ts-loader,
// module federation with a manifest, '[name].js' entry names (hashes only in chunk names so the
// manifest and remoteEntry keep stable URLs), and an async bootstrap in every app.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const sharedFor = require('./federation.shared.cjs');
const appFromTopology = require('./topology.cjs');

/**
 * The app's MF name (host | chatsettings | avatarsettings | analytics | history), its dev server
 * port and, for a remote, its exposes come from its row of topology.json.
 * @param {object} options
 * @param {string} options.dir        the app's folder (__dirname of its webpack.config.js)
 * @param {string} options.title      HTML title (Japanese)
 * @param {object} [options.runtimePlugins] MF runtime plugins (paths)
 */
module.exports = function createConfig(options) {
  const o = { ...options, ...appFromTopology(options.dir) };
  return (env, argv) => {
    const production = argv.mode === 'production';
    return {
      entry: {
        main: o.exposes
          ? path.join(o.dir, 'src/index.ts')
          : [sharedFor.writeMuiProvider(o.dir), path.join(o.dir, 'src/index.ts')],
      },
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(o.dir, 'dist'),
        filename: '[name].js',
        // Hashed in development too: two chunks may take the same name (a shared module's provider
        // and its fallback), and the dev server refuses two files with one name.
        chunkFilename: '[name].[contenthash:8].js',
        // 'auto' lets a remote's chunks load from the remote's own origin when the host pulls them in.
        publicPath: 'auto',
        uniqueName: o.name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        // The router singleton is a tree-shaken re-export (see federation.router.mjs).
        alias: {
          'react-router-dom$': sharedFor.routerExports,
          zod$: sharedFor.zodExports,
          'zod-classic-external$': path.join(
            path.dirname(require.resolve('zod/package.json', { paths: [o.dir] })),
            'v4/classic/external.js',
          ),
        },
        // federation.router.mjs sits in tooling/, outside any app; let it find the app's packages.
        modules: ['node_modules', path.join(o.dir, 'node_modules')],
      },
      module: {
        // A name imported but not exported (say, a router hook missing from federation.router.mjs)
        // must stop the build rather than reach the page as undefined.
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          {
            test: /\.tsx?$/,
            loader: 'ts-loader',
            // Types are checked by `tsc` (pnpm typecheck); the bundler only transpiles.
            options: { transpileOnly: true, configFile: path.join(o.dir, 'tsconfig.json') },
            exclude: /node_modules/,
          },
          { test: /\.(png|jpe?g|webp|gif|svg)$/i, type: 'asset/resource' },
          // MUI packages' .mjs files default-import the MUI entry points the host shares. Webpack reads
          // a .mjs with Node's strict interop (the default import of a module it cannot see into is
          // its whole namespace), so MUI X Charts' `import useMediaQuery from '@mui/material/useMediaQuery'`
          // got an object and 分析 threw "not a function". As javascript/auto the default import goes
          // through __esModule, as it does for the apps' own code.
          { test: /\.mjs$/, include: /node_modules[\\/]@mui[\\/]/, type: 'javascript/auto' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: o.name,
          ...(o.exposes
            ? {
                filename: 'remoteEntry.js',
                exposes: o.exposes,
                // The container is a global; named after the remote it would be `var history`, which
                // in a browser is window.history and cannot be replaced. The manifest carries this
                // global name, so the host finds it without knowing the rule.
                library: { type: 'var', name: `mf_remote_${o.name}` },
              }
            : {}),
          shared: sharedFor(o.dir, { role: o.exposes ? 'remote' : 'host', production }),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          ...(o.runtimePlugins ? { runtimePlugins: o.runtimePlugins } : {}),
          // One federation runtime on the page: the host provides it and production remotes use it,
          // instead of each remoteEntry carrying its own ~30 KB gzip copy. A remote's dev server
          // keeps its own runtime, because there it runs alone (its standalone harness).
          experiments: {
            ...(o.exposes ? { externalRuntime: production } : { provideExternalRuntime: true }),
            // Browser-only apps: leave the runtime's Node.js code paths out of the bundle.
            optimization: { target: 'web' },
          },
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.template.html'),
          title: o.title,
          chunks: ['main'],
          // index.html is served for every deep link (SPA fallback); a relative "main.js" would
          // then load from /chatsettings/quickreply/main.js. Chunks still use publicPath 'auto'.
          publicPath: '/',
        }),
      ],
      devServer: {
        port: o.port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: { directory: path.join(o.dir, 'public') },
      },
      // webpack's own minimizer plugin, with swc in place of its default terser: terser was three fifths
      // of a production build (avatarsettings: 31.4 s, 12.9 s without minifying, 14.9 s with swc), and
      // swc's output is as small (its JavaScript 239,980 bytes gzipped against terser's 240,165).
      // esbuild's minifier was as fast but 21 % larger: it keeps unused functions inside modules.
      optimization: { minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })] },
      performance: { hints: false },
    };
  };
};
