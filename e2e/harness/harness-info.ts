// What the harness started, handed from run.ts to every spec file (each runs in its own process).
import { readFileSync } from 'node:fs';
import type { AgentBaseline } from './agent-baseline.ts';
import type { WidgetFakesInfo } from './widget-fakes.ts';
import type { WidgetSitesInfo } from './widget-sites.ts';

export interface HarnessInfo {
  /** The console as a user opens it: the host's origin. */
  hostUrl: string;
  /** A second host whose remotes.json points the history section at an origin where nothing runs. */
  offlineHostUrl: string;
  /** The section that the offline host cannot load. */
  offlineSection: string;
  apiUrl: string;
  /** Each remote's origin, by module federation name. */
  remoteUrls: Record<string, string>;
  accessTokenTtlSeconds: number;
  /** A Playwright storage state signed in as the demo owner on both hosts (logged in once, by API). */
  storageStatePath: string;
  demo: { email: string; password: string };
  /**
   * A site the API fetches as a public one although a spec serves it on 127.0.0.1:port: the spec
   * listens on `port` itself while it runs; the API asks for `origin`.
   */
  fakeSite: { origin: string; port: number };
  /** Plain sites embedding the demo agent's widget, and the fakes the API reaches for it. */
  widget: WidgetSitesInfo & { fakes: WidgetFakesInfo };
  /** The demo agent's settings documents as the suite began (agent-baseline.ts). */
  agentBaseline: AgentBaseline;
  /**
   * The release store the console's servers use (scripts/lib/releases.mjs), and the environment
   * under which `node scripts/release.mjs` addresses this stack's ports and store.
   */
  releases: { dir: string; env: Record<string, string> };
  /**
   * The previous release (the newest sections-v* tag behind HEAD): a host on its own origin whose
   * remotes.json loads those `sections` as built at that tag, against this API. Null when the run
   * did not ask for it (run.ts: only with section-compat.spec.ts) or there is no tag.
   */
  compat: { tag: string; commit: string; hostUrl: string; sections: string[] } | null;
}

export const HARNESS_ENV = 'E2E_HARNESS';

export function harnessInfo(): HarnessInfo {
  const file = process.env[HARNESS_ENV];
  if (!file) throw new Error(`${HARNESS_ENV} is not set: run the suite with \`pnpm --filter e2e test\``);
  return JSON.parse(readFileSync(file, 'utf8')) as HarnessInfo;
}
