// An app's row of topology.json (the one table of names, ports and exposes), for its webpack config.
// scripts/lib/topology.mjs reads the same file for start, e2e, bench and docker; this is its
// CommonJS twin for webpack, which loads the configs with require.
const fs = require('node:fs');
const path = require('node:path');

const rootDir = path.join(__dirname, '..', '..');

/**
 * @param {string} appDir the app's folder (absolute)
 * @returns {{ name: string, port: number, exposes?: Record<string, string> }} exposes for a remote only
 */
module.exports = function appFromTopology(appDir) {
  const topology = JSON.parse(fs.readFileSync(path.join(rootDir, 'topology.json'), 'utf8'));
  const isApp = (/** @type {{ dir: string }} */ entry) => path.resolve(rootDir, entry.dir) === path.resolve(appDir);
  if (isApp(topology.host)) return { name: 'host', port: topology.host.port };
  const remote = topology.remotes.find(isApp);
  if (!remote) throw new Error(`${appDir} is not an app of topology.json`);
  return { name: remote.name, port: remote.port, exposes: remote.exposes };
};
