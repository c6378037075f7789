// The deployed shape of the product (topology.json) turned into concrete ports, origins and the two
// per-deployment files every app reads at start. start, the e2e harness, bench and the docker
// entrypoint all go through here, so they cannot disagree about where anything lives.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * @typedef {{ name: string, dir: string, port: number, exposes: Record<string, string> }} RemoteEntry  exposes: module name -> file in dir
 * @typedef {{ api: { dir: string, port: number }, host: { dir: string, port: number }, remotes: RemoteEntry[] }} Topology
 * @typedef {{ name: string, dir: string, role: 'host' | 'remote', port: number, publicUrl: string, exposes: string[] }} App
 * @typedef {{ api: { dir: string, port: number, publicUrl: string, baseUrl: string }, apps: App[], corsOrigins: string[] }} Deployment
 */

/** @returns {Topology} */
export function readTopology() {
  return JSON.parse(readFileSync(join(rootDir, 'topology.json'), 'utf8'));
}

/** @param {string} name */
const envKey = (name) => name.toUpperCase().replace(/[^A-Z0-9]/g, '_');

/** @param {string | undefined} value @param {number} fallback */
function portFrom(value, fallback) {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`Not a port number: ${value}`);
  return port;
}

/** @param {string} url */
const withoutTrailingSlash = (url) => url.replace(/\/+$/, '');

/**
 * Ports and public URLs from the environment, defaults from topology.json:
 *   API_PORT, HOST_PORT, <REMOTE>_PORT (e.g. CHATSETTINGS_PORT)   where each server listens
 *   API_PUBLIC_URL, HOST_PUBLIC_URL, REMOTE_<NAME>_URL             where browsers reach it
 * @param {Record<string, string | undefined>} [env]
 * @returns {Deployment}
 */
export function resolveDeployment(env = process.env) {
  const topology = readTopology();
  const hostname = env.PUBLIC_HOSTNAME || 'localhost';
  const apiPort = portFrom(env.API_PORT, topology.api.port);
  const apiPublicUrl = withoutTrailingSlash(env.API_PUBLIC_URL || `http://${hostname}:${apiPort}`);

  const hostPort = portFrom(env.HOST_PORT, topology.host.port);
  /** @type {App[]} */
  const apps = [
    {
      name: 'host',
      dir: topology.host.dir,
      role: 'host',
      port: hostPort,
      publicUrl: withoutTrailingSlash(env.HOST_PUBLIC_URL || `http://${hostname}:${hostPort}`),
      exposes: [],
    },
    ...topology.remotes.map((remote) => {
      const port = portFrom(env[`${envKey(remote.name)}_PORT`], remote.port);
      return /** @type {App} */ ({
        name: remote.name,
        dir: remote.dir,
        role: 'remote',
        port,
        publicUrl: withoutTrailingSlash(env[`REMOTE_${envKey(remote.name)}_URL`] || `http://${hostname}:${port}`),
        exposes: Object.keys(remote.exposes),
      });
    }),
  ];

  return {
    api: { dir: topology.api.dir, port: apiPort, publicUrl: apiPublicUrl, baseUrl: `${apiPublicUrl}/api/v1` },
    apps,
    // Every console origin may call the API: the host, and each remote when it runs alone.
    corsOrigins: apps.map((app) => new URL(app.publicUrl).origin),
  };
}

/**
 * A remote's manifest URL: REMOTE_<NAME>_URL may name the origin or the manifest itself.
 * @param {string} publicUrl
 */
export function manifestUrl(publicUrl) {
  return publicUrl.endsWith('.json') ? publicUrl : `${publicUrl}/mf-manifest.json`;
}

/**
 * The JSON files an app fetches from its own origin at start (agreed convention):
 * /runtime-config.json for every app, /remotes.json for the host.
 * @param {Deployment} deployment
 * @param {App} app
 * @param {{ remoteUrls?: Record<string, string> }} [overrides] e.g. point one remote at a dead origin
 * @returns {Record<string, unknown>}
 */
export function runtimeFiles(deployment, app, overrides = {}) {
  /** @type {Record<string, unknown>} */
  const files = { '/runtime-config.json': { apiBaseUrl: deployment.api.baseUrl } };
  if (app.role === 'host') {
    files['/remotes.json'] = Object.fromEntries(
      deployment.apps
        .filter((a) => a.role === 'remote')
        .map((remote) => [remote.name, overrides.remoteUrls?.[remote.name] ?? manifestUrl(remote.publicUrl)]),
    );
  }
  return files;
}
