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
module.exports = function sharedFor(appDir) {
  const caret = (name) => `^${versionOf(name, appDir)}`;
  const singleton = (name, pkgName = name, extra = {}) => ({
    singleton: true,
    requiredVersion: caret(pkgName),
    ...extra,
  });
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react/jsx-runtime', 'react'),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom/client', 'react-dom'),
    'react-router': singleton('react-router'),
    'react-router-dom': singleton('react-router-dom'),
    '@emotion/react': singleton('@emotion/react'),
    '@emotion/styled': singleton('@emotion/styled'),
    zustand: singleton('zustand'),
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    // MUI is shared per component path (import '@mui/material/Button'), so each app loads only the
    // components it renders and the theme context is one object on the page. See bench/ for figures.
    '@mui/material/': singleton('@mui/material/', '@mui/material'),
    '@mui/material/styles': singleton('@mui/material/styles', '@mui/material'),
    // Our own singletons: one session store and one HTTP client for the whole page. A major bump
    // in these is a breaking change, and strictVersion turns a mismatch into a loud error.
    'shared-auth': singleton('shared-auth', 'shared-auth', { strictVersion: true }),
    'shared-contracts': singleton('shared-contracts', 'shared-contracts', { strictVersion: true }),
    'shared-ui': singleton('shared-ui', 'shared-ui', { strictVersion: true }),
  };
};

module.exports.rootDir = path.resolve(__dirname);
