// The app's own webpack config (run from the app's folder), except that the MUI components are not
// shared: each app bundles the ones it renders, and only @mui/material/styles stays a singleton.
// bench/mui-sharing.ts builds every app this way into a separate folder and measures both.
const path = require('node:path');

const appConfig = require(path.join(process.cwd(), 'webpack.config.js'));

module.exports = (env, argv) => {
  const config = typeof appConfig === 'function' ? appConfig(env, argv) : appConfig;
  const federation = config.plugins.find((plugin) => plugin && plugin.constructor.name === 'ModuleFederationPlugin');
  if (!federation) throw new Error(`${process.cwd()}/webpack.config.js has no ModuleFederationPlugin`);
  // The enhanced plugin reads its options when webpack applies it, so replacing them here is enough.
  const shared = { ...federation._options.shared };
  const muiKeys = Object.keys(shared).filter((key) => key.startsWith('@mui/material/') && key !== '@mui/material/styles');
  if (muiKeys.length === 0) throw new Error('federation.shared.cjs no longer shares @mui/material per path');
  for (const key of muiKeys) delete shared[key];
  federation._options = { ...federation._options, shared };
  return config;
};
