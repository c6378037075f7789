// One webpack setup for the host and every remote (docs/architecture.md §3, §8): TypeScript through ts-loader,
// module federation with a manifest, '[name].js' entry names (hashes only in chunk names so the
// manifest and remoteEntry keep stable URLs), and an async bootstrap in every app. The host is two
// builds (issue #42): main.js, the login page without federation, and shell.js, the federated shell.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const sharedFor = require('./federation.shared.cjs');
const appFromTopology = require('./topology.cjs');

/**
 * Writes file.br and file.gz beside every emitted script, stylesheet, HTML and JSON file once the
 * build is written (issue #42): compressing at the highest settings takes seconds, so it is done once
 * per build rather than per request, and every server of this dist (scripts/serve-static.mjs in start,
 * e2e, bench and the containers) then sends brotli where the browser accepts it, gzip otherwise.
 */
class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const { precompress } = await import(path.join(__dirname, '../../scripts/serve-static.mjs'));
      precompress(compilation.outputOptions.path);
    });
  }
}

/** webpack's DefinePlugin, from the webpack that runs the build (the apps install it, tooling/ does not). */
function define(definitions) {
  return { apply: (compiler) => new compiler.webpack.DefinePlugin(definitions).apply(compiler) };
}

/** What every build of an app shares: TypeScript, the resolve aliases, maps, the minimizer. */
function commonConfig(o, production) {
  return {
    mode: production ? 'production' : 'development',
    // Production maps are written beside the build for whoever debugs it, without the
    // sourceMappingURL comment: they are not served to the public (scripts/serve-static.mjs serves
    // them only with SERVE_SOURCE_MAPS=1; issue #42 found /main.js.map, 999 KB, public).
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
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
    // webpack's own minimizer plugin, with swc in place of its default terser: terser was three fifths
    // of a production build (avatarsettings: 31.4 s, 12.9 s without minifying, 14.9 s with swc), and
    // swc's output is as small (its JavaScript 239,980 bytes gzipped against terser's 240,165).
    // esbuild's minifier was as fast but 21 % larger: it keeps unused functions inside modules.
    optimization: { minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })] },
    performance: { hints: false },
  };
}

/**
 * MUI's internals every component imports (@mui/utils, @mui/system's styling core, the material
 * styles/colors/utils/transitions folders, clsx, Emotion's serializer) and the few components the
 * others are built from, in ONE chunk of the shell (issue #42). (The theme's palette colors, left
 * out at first, were then copied into 93 of the shell's chunks.)
 * The shell provides each MUI entry point as its own chunk (federation.shared.cjs), and webpack's
 * default splitting keeps a module shared by several async chunks inside each of them unless the
 * shared part reaches 20 KB: the bundle analysis found resolveProps, DefaultPropsProvider, clsx,
 * generateUtilityClass(es), composeClasses and memoTheme copied into 19 of the 32 scripts of the
 * dashboard's first paint (about 90 KB uncompressed twice over), and again into every section's
 * MUI chunks. The shell's own layout needs this core anyway, so it arrives once, while /login is idle.
 * Only what two or more chunks use moves; components stay in their own chunks.
 */
const MUI_CORE = new RegExp(
  [
    String.raw`[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?`,
    '(?:',
    String.raw`@mui[\\/](?:utils|styled-engine|private-theming)`,
    String.raw`|@mui[\\/]system(?![\\/](?:Box|Container|Grid|Stack|GridLegacy|ThemeProvider)[\\/])`,
    String.raw`|@mui[\\/]material[\\/](?:styles|colors|utils|internal|transitions|DefaultPropsProvider|zero-styled|className`,
    // and the building blocks the shell's layout renders anyway (so they are on the page from idle
    // /login on), which other components' chunks otherwise each carried a copy of
    String.raw`|SvgIcon|ButtonBase|Paper|Typography|Modal|Backdrop|Fade|Grow|Portal|Unstable_TrapFocus|Popover|useLazyRipple)`,
    String.raw`|clsx|react-is|prop-types|@babel[\\/]runtime|@emotion[\\/](?:serialize|hash|unitless|memoize|utils|is-prop-valid|sheet|cache|weak-memoize)`,
    String.raw`)[\\/]`,
  ].join(''),
);
const muiCoreChunk = {
  splitChunks: {
    cacheGroups: {
      muiCore: { test: MUI_CORE, chunks: 'async', name: 'mui-core', minChunks: 2, minSize: 0, priority: 20, reuseExistingChunk: true },
    },
  },
};

/**
 * MUI's theme without CSS theme variables, for the login-first bundle: @mui/material/styles'
 * createTheme and ThemeProvider are swapped for MUI's own no-variables variants. The console's theme
 * uses none (no cssVariables, no colorSchemes), and for such a theme MUI's createTheme and ThemeProvider
 * call exactly these (MUI's default theme too); the general ones also carry the CSS-variables
 * machinery, about 6 KB gzip of /login's 120 KB (issue #42). Swapped by resolved file, because MUI's
 * own modules import them by relative path.
 */
function themeWithoutCssVariables() {
  const swaps = [
    [/[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/, 'createThemeNoVars.mjs'],
    [/[\\/]@mui[\\/]material[\\/]styles[\\/]ThemeProvider\.mjs$/, 'ThemeProviderNoVars.mjs'],
  ];
  return {
    apply(compiler) {
      for (const [pattern, file] of swaps) {
        new compiler.webpack.NormalModuleReplacementPlugin(pattern, (resolved) => {
          const data = resolved.createData;
          if (data?.resource) {
            data.resource = path.join(path.dirname(data.resource), file);
            data.userRequest = data.resource;
          }
        }).apply(compiler);
      }
    },
  };
}

/** index.html: every deep link gets it (SPA fallback), and it loads one script, main.js. */
function indexHtml(o) {
  return new HtmlWebpackPlugin({
    template: path.join(__dirname, 'index.template.html'),
    title: o.title,
    chunks: ['main'],
    // index.html is served for every deep link (SPA fallback); a relative "main.js" would
    // then load from /chatsettings/quickreply/main.js. Chunks still use publicPath 'auto'.
    publicPath: '/',
  });
}

/**
 * The host's first script (issue #42): main.js draws /login with React, Emotion and a few MUI
 * components only, no federation runtime, router or zod, and loads the federated shell (shell.js)
 * when idle or when signed in; it hands the shell its React, ReactDOM and Emotion
 * (host/src/login-first/). A build of its own, because the federation plugin puts its runtime into
 * every entry of the build it is part of. It runs after the shell's build, which cleans dist.
 */
function loginFirstConfig(o, production) {
  return {
    ...commonConfig(o, production),
    name: 'login-first',
    dependencies: ['shell'],
    entry: { main: path.join(o.dir, 'src/login-first/main.tsx') },
    output: {
      path: path.join(o.dir, 'dist'),
      filename: '[name].js',
      chunkFilename: 'login-first.[name].[contenthash:8].js',
      publicPath: 'auto',
      // Its own chunk-loading global: two webpack runtimes on one page.
      uniqueName: `${o.name}-login-first`,
      clean: false,
    },
    plugins: [indexHtml(o), themeWithoutCssVariables(), ...(production ? [new PrecompressPlugin()] : [])],
  };
}

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
    const federated = {
      ...commonConfig(o, production),
      ...(o.exposes
        ? {}
        : { optimization: { ...commonConfig(o, production).optimization, ...(production ? muiCoreChunk : {}) } }),
      name: o.exposes ? o.name : 'shell',
      // A remote's entry is main.js (its standalone harness); the host's federated build is shell.js,
      // which the login-first bundle (main.js) loads when it is needed.
      entry: o.exposes
        ? { main: path.join(o.dir, 'src/index.ts') }
        : { shell: [sharedFor.writeMuiProvider(o.dir), path.join(o.dir, 'src/index.ts')] },
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
        // A remote's index.html is its standalone harness; the host's comes from the login-first build.
        ...(o.exposes ? [indexHtml(o)] : []),
        // The versions the shell registers main.js's React, ReactDOM and Emotion under.
        ...(o.exposes
          ? []
          : [define({ __PAGE_SHARES__: JSON.stringify(sharedFor.pageSharesDefinition(o.dir)) })]),
        ...(production ? [new PrecompressPlugin()] : []),
      ],
      devServer: {
        port: o.port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: { directory: path.join(o.dir, 'public') },
      },
    };
    return o.exposes ? federated : [federated, loginFirstConfig(o, production)];
  };
};
