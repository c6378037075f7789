// The whole product on ports of its own (13000-13004, API 14000, offline host 13010, a spec's fake
// public site 13020), so a running `./run start` never clashes: the API on a fresh PGlite folder
// with access tokens that expire in seconds, each app on its own origin as in production, and a
// second host that cannot reach one section; two plain sites embedding the widget (13030 and 13031,
// widget-sites.ts) and the protocol fakes the API reaches for it (widget-fakes.ts). It builds
// nothing but the widget when stale (widget-build.ts): `pnpm test` builds the apps before the suite.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveDeployment } from '../../scripts/lib/topology.mjs';
import { startApi, startApps } from '../../scripts/lib/stack.mjs';
import { ensurePreviousReleaseBuild } from '../../scripts/lib/previous-release.mjs';
import { publishRelease } from '../../scripts/lib/releases.mjs';
import type { HarnessInfo } from './harness-info.ts';
import { captureAgentBaseline, restoreAgentBaseline } from './agent-baseline.ts';
import { ownerApi } from './owner-api.ts';
import { ensureWidgetBuild } from './widget-build.ts';
import { startWidgetFakes } from './widget-fakes.ts';
import { startWidgetSites } from './widget-sites.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 4;
/** The API's log of the last run (JSON lines, pino). */
export const API_LOG = join(dirname(fileURLToPath(import.meta.url)), '..', 'test-results', 'api.log');
const OFFLINE_SECTION = 'history';
const OFFLINE_HOST_PORT = 13010;
/** A third host whose remotes.json loads each section as it was at the previous release tag. */
const COMPAT_HOST_PORT = 13011;
/** Nothing listens here: the offline host's remotes.json sends the history section to it. */
const DEAD_PORT = 13019;
const DEMO = { email: 'demo@example.com', password: 'demo-password' };
/**
 * A web site a spec serves itself, which the API's guarded client takes for a public one
 * (TEST_ONLY_FAKE_PUBLIC_SITE, api/src/config/fake-public-site.ts): knowledge pages are fetched from
 * it while 127.0.0.1 and other private addresses stay refused.
 */
const FAKE_SITE = { host: 'www.kb-shop.e2e.test', port: 13020 };

const ports = {
  API_PORT: '14000',
  HOST_PORT: '13000',
  CHATSETTINGS_PORT: '13001',
  AVATARSETTINGS_PORT: '13002',
  ANALYTICS_PORT: '13003',
  HISTORY_PORT: '13004',
};

export interface RunningHarness {
  info: HarnessInfo;
  infoPath: string;
  stop(): Promise<void>;
}

/** Signs in once through the API and keeps the answer the way the console stores it. */
export async function signedInStorageState(apiBaseUrl: string, origins: string[]) {
  const response = await fetch(`${apiBaseUrl}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!response.ok) throw new Error(`demo sign-in failed: ${response.status} ${await response.text()}`);
  const auth = (await response.json()) as { access_token: string };
  return {
    cookies: [],
    origins: origins.map((origin) => ({
      origin,
      localStorage: [
        { name: 'auth', value: JSON.stringify(auth) },
        { name: 'token', value: auth.access_token },
      ],
    })),
  };
}

/**
 * @param options.compat serve the previous release's sections (section-compat.spec.ts): builds them
 *   first when the cache (scripts/lib/previous-release.mjs) lacks them; E2E_SECTIONS=history,... keeps to those sections
 * @param options.sampleHistory give the demo owner its sample history, as `./run start` does (the
 *   documentation's screenshots, e2e/docs-screenshots.ts); the specs run without it
 */
export async function startHarness(options: { compat?: boolean; sampleHistory?: boolean } = {}): Promise<RunningHarness> {
  const workDir = mkdtempSync(join(tmpdir(), 'e2e-harness-'));
  const deployment = resolveDeployment({ ...ports, PUBLIC_HOSTNAME: 'localhost' });
  const offline = resolveDeployment({ ...ports, PUBLIC_HOSTNAME: 'localhost', HOST_PORT: String(OFFLINE_HOST_PORT) });
  const offlineHostUrl = `http://localhost:${OFFLINE_HOST_PORT}`;
  const compatDeployment = resolveDeployment({ ...ports, PUBLIC_HOSTNAME: 'localhost', HOST_PORT: String(COMPAT_HOST_PORT) });
  const compatHostUrl = `http://localhost:${COMPAT_HOST_PORT}`;
  const sections = process.env.E2E_SECTIONS ? process.env.E2E_SECTIONS.split(',') : undefined;

  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => undefined);
    rmSync(workDir, { recursive: true, force: true });
  };

  try {
    await ensureWidgetBuild();
    const fakes = await startWidgetFakes();
    stops.push(fakes.stop);

    const api = await startApi(deployment, {
      dataDir: join(workDir, 'api'),
      prefix: '[e2e api]',
      quiet: true,
      extra: {
        ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_TTL_SECONDS),
        CORS_ORIGINS: [...deployment.corsOrigins, offlineHostUrl, compatHostUrl].join(','),
        // Every request with its status, kept in memory and written to API_LOG when the harness stops:
        // a failed CI run keeps only its output, and a widget that did not open needs the API's side.
        LOG_LEVEL: 'info',
        // The demo owner's sample history is made by the runtime in the background after the API
        // listens: specs count visitor accounts and conversations of their own, so it stays out here
        // (api/test/history/sample-history.test.ts covers it).
        SAMPLE_HISTORY: options.sampleHistory ? 'on' : 'off',
        // The specs were written for answers by words: the built-in embedding model (which changes which
        // questions are answered, and adds its memory and load time to the API's start) stays out here.
        // Answers by meaning (issue #39) have an API of their own with the model on, started and
        // stopped by knowledge-by-meaning.spec.ts (meaning-stack.ts).
        EMBEDDING_MODEL: process.env.E2E_EMBEDDING_MODEL ?? 'off',
        // The fake LLM too: the API refuses loopback for an owner's LLM base URL, as for every URL an owner types.
        TEST_ONLY_FAKE_PUBLIC_SITE: [`${FAKE_SITE.host}:${FAKE_SITE.port}`, ...fakes.publicSites].join(','),
        ...fakes.apiEnv,
        // The weekly report's links open the console the specs drive.
        CONSOLE_URL: deployment.apps.find((app) => app.role === 'host')?.publicUrl ?? '',
      },
    });
    stops.push(async () => {
      await api.stop();
      mkdirSync(dirname(API_LOG), { recursive: true });
      writeFileSync(API_LOG, api.output());
    });

    // Each remote serves its releases from this store and the host its deployed remotes.json: until a
    // spec deploys a version (section-deploy.spec.ts), every section's latest build, as before.
    const releasesDir = join(workDir, 'releases');
    const apps = await startApps(deployment, { releasesDir });
    stops.push(apps.stop);

    const offlineHost = await startApps(offline, {
      skip: offline.apps.filter((app) => app.role === 'remote').map((app) => app.name),
      remoteUrls: { [OFFLINE_SECTION]: `http://localhost:${DEAD_PORT}/mf-manifest.json` },
    });
    stops.push(offlineHost.stop);

    // The previous release: each section's build at the tag, published in the store under the tag's
    // name and loaded by the compatibility host, against this host build and this API.
    let compat: HarnessInfo['compat'] = null;
    if (options.compat) {
      const previous = await ensurePreviousReleaseBuild({ sections });
      if (previous) {
        const remoteUrls: Record<string, string> = {};
        for (const [section, from] of Object.entries(previous.dirs)) {
          publishRelease({ dir: releasesDir, section, version: previous.tag, from, commit: previous.commit });
          const remote = deployment.apps.find((app) => app.name === section);
          remoteUrls[section] = `${remote?.publicUrl}/releases/${previous.tag}/mf-manifest.json`;
        }
        const compatHost = await startApps(compatDeployment, {
          skip: compatDeployment.apps.filter((app) => app.role === 'remote').map((app) => app.name),
          remoteUrls,
        });
        stops.push(compatHost.stop);
        compat = { tag: previous.tag, commit: previous.commit, hostUrl: compatHostUrl, sections: Object.keys(previous.dirs) };
      }
    }

    const host = deployment.apps.find((app) => app.role === 'host');
    if (!host) throw new Error('topology.json has no host');
    const storageStatePath = join(workDir, 'signed-in.json');
    const state = await signedInStorageState(deployment.api.baseUrl, [host.publicUrl, offlineHostUrl]);
    writeFileSync(storageStatePath, JSON.stringify(state));
    const sites = await startWidgetSites(deployment.api.baseUrl, DEMO);
    stops.push(sites.stop);
    // Taken once and put back at once: a baseline the API would refuse fails here, not in a spec.
    const owner = ownerApi(deployment.api.publicUrl, DEMO);
    const agentBaseline = await captureAgentBaseline(owner);
    await restoreAgentBaseline(owner, agentBaseline);

    const info: HarnessInfo = {
      hostUrl: host.publicUrl,
      offlineHostUrl,
      offlineSection: OFFLINE_SECTION,
      apiUrl: deployment.api.publicUrl,
      remoteUrls: Object.fromEntries(
        deployment.apps.filter((app) => app.role === 'remote').map((app) => [app.name, app.publicUrl]),
      ),
      accessTokenTtlSeconds: ACCESS_TOKEN_TTL_SECONDS,
      storageStatePath,
      demo: DEMO,
      fakeSite: { origin: `http://${FAKE_SITE.host}:${FAKE_SITE.port}`, port: FAKE_SITE.port },
      widget: { ...sites.info, fakes: fakes.info },
      agentBaseline,
      releases: { dir: releasesDir, env: { ...ports, PUBLIC_HOSTNAME: 'localhost', RELEASES_DIR: releasesDir } },
      compat,
    };
    const infoPath = join(workDir, 'harness.json');
    writeFileSync(infoPath, JSON.stringify(info, null, 2));
    return { info, infoPath, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
