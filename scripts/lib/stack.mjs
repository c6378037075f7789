// Starts the product the way it is deployed: the API as its own process and each browser app on
// its own origin. Used by `pnpm start`, the e2e harness and bench/, with different ports.
import { createStaticServer, listen, close } from '../serve-static.mjs';
import { outputDir } from './build-apps.mjs';
import { pnpmCommand } from './pnpm.mjs';
import { assertPortFree, startProcess, waitForHttp } from './processes.mjs';
import { remotesFile, sectionReleasesDir } from './releases.mjs';
import { rootDir, runtimeFiles } from './topology.mjs';

/**
 * @typedef {import('./topology.mjs').Deployment} Deployment
 * @typedef {import('./topology.mjs').App} App
 * @typedef {import('./processes.mjs').Child} Child
 */

/** The API answers this once it has migrated and seeded its database. */
export const apiHealthPath = '/api/health';

/**
 * The environment the API reads (api/src/config/server-env.ts): where to listen, which database
 * (DATABASE_URL, else PGlite under DATA_DIR), which browser origins may call it.
 * @param {Deployment} deployment
 * @param {{ dataDir?: string, databaseUrl?: string, extra?: NodeJS.ProcessEnv }} options
 * @returns {NodeJS.ProcessEnv}
 */
export function apiEnvironment(deployment, { dataDir, databaseUrl, extra = {} }) {
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    PORT: String(deployment.api.port),
    CORS_ORIGINS: deployment.corsOrigins.join(','),
    ...extra,
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  if (dataDir) env.DATA_DIR = dataDir;
  return env;
}

/**
 * @param {Deployment} deployment
 * @param {{ dataDir?: string, databaseUrl?: string, extra?: NodeJS.ProcessEnv, prefix?: string, quiet?: boolean, timeoutMs?: number }} [options]
 * @returns {Promise<Child & { url: string }>}
 */
export async function startApi(deployment, options = {}) {
  await assertPortFree(deployment.api.port);
  const [command, leading] = pnpmCommand();
  const child = startProcess(command, [...leading, '--silent', '--filter', 'api', 'start'], {
    cwd: rootDir,
    env: apiEnvironment(deployment, options),
    prefix: options.prefix,
    quiet: options.quiet,
  });
  const url = `http://127.0.0.1:${deployment.api.port}`;
  try {
    await waitForHttp(`${url}${apiHealthPath}`, {
      timeoutMs: options.timeoutMs ?? 120_000,
      exited: child.exited,
      name: 'The API',
    });
  } catch (error) {
    await child.stop();
    if (options.quiet) process.stderr.write(child.output());
    throw error;
  }
  return { ...child, url };
}

/**
 * Serves every app's dist on its own port, with its runtime-config.json (and the host's remotes.json).
 * @param {Deployment} deployment
 * @param {{ skip?: string[], remoteUrls?: Record<string, string>, bindHost?: string, distRoot?: string, releasesDir?: string }} [options]
 *   skip: apps not to start (the offline-section case); remoteUrls: override entries of remotes.json;
 *   distRoot: serve <distRoot>/<app folder> (a build made with `pnpm build --out`) instead of each dist;
 *   releasesDir: the release store (scripts/lib/releases.mjs): each remote serves its releases at
 *   /releases/<version>/ and the host serves the deployed remotes.json from it when there is one
 * @returns {Promise<{ apps: App[], stop: () => Promise<void> }>}
 */
export async function startApps(deployment, options = {}) {
  const skip = new Set(options.skip ?? []);
  const apps = deployment.apps.filter((app) => !skip.has(app.name));
  /** @type {import('node:http').Server[]} */
  const servers = [];
  const stop = async () => {
    await Promise.all(servers.map((server) => close(server)));
  };
  try {
    for (const app of apps) {
      const releases = options.releasesDir;
      const server = createStaticServer({
        root: outputDir(app.dir, options.distRoot),
        files: runtimeFiles(deployment, app, { remoteUrls: options.remoteUrls }),
        ...(releases && app.role === 'remote' ? { releasesRoot: sectionReleasesDir(releases, app.name) } : {}),
        ...(releases && app.role === 'host' ? { remotesFile: remotesFile(releases) } : {}),
      });
      servers.push(await listen(server, app.port, options.bindHost));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { apps, stop };
}
