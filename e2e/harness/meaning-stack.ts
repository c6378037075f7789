// A second, whole product for the spec of retrieval by meaning (issue #39): an API with the built-in
// embedding model on, its own console (host and the four sections) and a shop page embedding its
// widget, beside a fake OpenAI-compatible embeddings provider (embeddings-fake.ts).
//
// Why a second stack, started by the spec, rather than the model on in the harness: the harness's API
// runs with EMBEDDING_MODEL=off (start-harness.ts) because every other spec was written for answers
// by words, and the model changes which questions are answered and how surely; it also adds the
// model's memory and load time to an API every spec shares. This API lives only while its spec runs,
// on a fresh PGlite folder, so the other specs see exactly what they saw before, whatever the order,
// and a second attempt of this spec (e2e/run.ts) starts from nothing again. Its console is a set of
// its own on its own origins, as the harness's is: each app reads its API's address from
// runtime-config.json on its own origin, and this API allows only these origins (CORS).
//
// Ports, apart from the harness's (13000-13031, 14000) and bench's (15000-16000): API 14010, host
// 13040, sections 13041-13044, shop pages 13045 and 13047, the embeddings fake 13046.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { resolveDeployment } from '../../scripts/lib/topology.mjs';
import { startApi, startApps } from '../../scripts/lib/stack.mjs';
import { startEmbeddingsFake, type EmbeddingsFake } from './embeddings-fake.ts';
import { API_LOG, signedInStorageState } from './start-harness.ts';
import { startWidgetSites } from './widget-sites.ts';

const PORTS = {
  API_PORT: '14010',
  HOST_PORT: '13040',
  CHATSETTINGS_PORT: '13041',
  AVATARSETTINGS_PORT: '13042',
  ANALYTICS_PORT: '13043',
  HISTORY_PORT: '13044',
};
const SHOP_PORTS = { allowed: 13045, other: 13047 };
/** The fake provider under a name the API takes for a public site (it refuses loopback for a URL an owner types). */
const EMBEDDINGS_SITE = { host: 'embeddings.e2e.test', port: 13046 };
const DEMO = { email: 'demo@example.com', password: 'demo-password' };
/** This API's log (JSON lines), beside the harness's API log, written when the stack stops. */
export const MEANING_API_LOG = join(dirname(API_LOG), 'api-meaning.log');

/**
 * The built-in model's folder as the API finds it when EMBEDDING_MODEL is unset
 * (api/src/domains/knowledge/embedding/model-location.ts), installed by
 * tooling/models/install-builtin-model.sh, which `./run test` runs before the tests.
 */
export function builtinModelFolder(env: NodeJS.ProcessEnv = process.env): string {
  const cacheDir = env.MODELS_CACHE_DIR?.trim() || join(env.XDG_CACHE_HOME?.trim() || join(homedir(), '.cache'), 'avatar-agent-console', 'models');
  const folder = join(cacheDir, 'multilingual-e5-small');
  if (!existsSync(join(folder, 'onnx', 'model.onnx'))) {
    throw new Error(`the built-in embedding model is not installed in ${folder}: run tooling/models/install-builtin-model.sh`);
  }
  return folder;
}

export interface MeaningStack {
  hostUrl: string;
  apiUrl: string;
  /** The shop page embedding this API's demo agent. */
  shopUrl: string;
  demo: { email: string; password: string };
  /** A Playwright storage state signed in as the demo owner on this stack's host. */
  storageState: Awaited<ReturnType<typeof signedInStorageState>>;
  embeddings: EmbeddingsFake;
  stop(): Promise<void>;
}

export async function startMeaningStack(): Promise<MeaningStack> {
  const modelFolder = builtinModelFolder();
  const workDir = mkdtempSync(join(tmpdir(), 'e2e-meaning-'));
  const deployment = resolveDeployment({ ...PORTS, PUBLIC_HOSTNAME: 'localhost' });
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => undefined);
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    const embeddings = await startEmbeddingsFake(EMBEDDINGS_SITE);
    stops.push(embeddings.close);
    const api = await startApi(deployment, {
      dataDir: join(workDir, 'api'),
      prefix: '[e2e meaning api]',
      quiet: true,
      extra: {
        LOG_LEVEL: 'info',
        SAMPLE_HISTORY: 'off',
        HISTORY_RETENTION_JOB: 'off',
        EMBEDDING_MODEL: modelFolder,
        TEST_ONLY_FAKE_PUBLIC_SITE: embeddings.publicSite,
      },
    });
    stops.push(async () => {
      await api.stop();
      mkdirSync(dirname(MEANING_API_LOG), { recursive: true });
      writeFileSync(MEANING_API_LOG, api.output());
    });
    const apps = await startApps(deployment);
    stops.push(apps.stop);
    const sites = await startWidgetSites(deployment.api.baseUrl, DEMO, SHOP_PORTS);
    stops.push(sites.stop);
    const host = deployment.apps.find((app) => app.role === 'host');
    if (!host) throw new Error('topology.json has no host');
    return {
      hostUrl: host.publicUrl,
      apiUrl: deployment.api.publicUrl,
      shopUrl: sites.info.allowed,
      demo: DEMO,
      storageState: await signedInStorageState(deployment.api.baseUrl, [host.publicUrl]),
      embeddings,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
