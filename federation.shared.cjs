// The one list of what the host and every remote share at run time (DESIGN.md §3).
// requiredVersion is read from the package actually installed for the app, never written by hand,
// and workspace packages carry real semver versions, so an incompatible singleton fails loudly.
const path = require('node:path');

function versionOf(name, appDir) {
  try {
    return require(require.resolve(`${name}/package.json`, { paths: [appDir] })).version;
  } catch (error) {
    // A package whose "exports" leaves out ./package.json cannot be resolved by that path; pnpm
    // links every direct dependency of the app into its node_modules, so read it from there.
    if (error.code !== 'ERR_PACKAGE_PATH_NOT_EXPORTED') throw error;
    return require(path.join(appDir, 'node_modules', name, 'package.json')).version;
  }
}

/**
 * @param {string} appDir the app's folder (host or remote-x)
 * @returns {Record<string, object>} the `shared` option of ModuleFederationPlugin
 */
const headerSlotStore = path.join(__dirname, 'shared-ui/src/header-slot/header-content-store.ts');

module.exports = function sharedFor(appDir) {
  // The version is always given: inferred, it would come from the nearest package.json of the
  // resolved file, which for a subpath or the router re-export is the wrong one.
  const singleton = (name, pkgName = name, extra = {}) => {
    const version = versionOf(pkgName, appDir);
    return { singleton: true, version, requiredVersion: `^${version}`, ...extra };
  };
  const sharedUiVersion = versionOf('shared-ui', appDir);
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react/jsx-runtime', 'react'),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom/client', 'react-dom'),
    // One router for the page. The request resolves to federation.router.mjs (webpack alias), a
    // re-export of the parts we use, so the shared module is tree-shaken. 'react-router' itself is
    // never imported by app code (lint), so it needs no share of its own.
    'react-router-dom': singleton('react-router-dom'),
    '@emotion/react': singleton('@emotion/react'),
    '@emotion/styled': singleton('@emotion/styled'),
    zustand: singleton('zustand'),
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    // Libraries every section's forms use: shared so the page downloads them once, at first use.
    // 'zod' resolves to federation.zod.mjs (webpack alias): zod without its locale tables.
    zod: singleton('zod'),
    'react-hook-form': singleton('react-hook-form'),
    '@hookform/resolvers/zod': singleton('@hookform/resolvers/zod', '@hookform/resolvers'),
    // MUI is shared per component path (import '@mui/material/Button'), so each app loads only the
    // components it renders and the theme context is one object on the page. The locale bundle is
    // left out: only the host's theme reads it, and bundled it shakes down to jaJP alone.
    '@mui/material/': singleton('@mui/material/', '@mui/material', { exclude: { request: /^locale/ } }),
    '@mui/material/styles': singleton('@mui/material/styles', '@mui/material'),
    // One session store and one HTTP client for the whole page. A major bump is a breaking change,
    // and strictVersion turns a mismatch into a loud error.
    'shared-auth': singleton('shared-auth', 'shared-auth', { strictVersion: true }),
    // shared-ui and shared-contracts are stateless, so each app bundles (and tree-shakes) what it
    // uses; sharing them whole would put every component and schema on the login page. The one piece
    // of page state in shared-ui, the header slot's store, is shared by its file, so every import of
    // it, however written, is the same store.
    [headerSlotStore]: {
      shareKey: 'shared-ui/header-content-store',
      import: headerSlotStore,
      singleton: true,
      strictVersion: true,
      version: sharedUiVersion,
      requiredVersion: `^${sharedUiVersion}`,
    },
  };
};

module.exports.rootDir = path.resolve(__dirname);
module.exports.routerExports = path.join(__dirname, 'federation.router.mjs');
module.exports.zodExports = path.join(__dirname, 'federation.zod.mjs');
