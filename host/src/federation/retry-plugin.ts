import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

// A build-time runtime plugin: it is bundled into the host's entry and runs before the shared
// scope exists, so it imports nothing at run time (no React, no MUI).

export const RETRIES = 2;
export const BASE_DELAY_MS = 300;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** 300 ms, then 900 ms: long enough for a restarting server, short enough not to be noticed as a hang. */
export const backoff = (attempt: number) => BASE_DELAY_MS * 3 ** (attempt - 1);

function isTransient(response: Response): boolean {
  return response.status >= 500 || response.status === 408 || response.status === 429;
}

/** Fetches a manifest, retrying network failures and transient statuses; a 404 is final at once. */
export async function fetchWithRetry(url: string, init: RequestInit): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= RETRIES; attempt += 1) {
    if (attempt > 0) await wait(backoff(attempt));
    try {
      const response = await fetch(url, init);
      if (!isTransient(response) || attempt === RETRIES) return response;
      lastError = new Error(`${url} answered ${response.status}`);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorArgs = Parameters<LoadEntryErrorHook>[0];

/** Loads a remote's entry script again after a network failure, with the same backoff. */
export async function reloadEntry({
  getRemoteEntry,
  origin,
  remoteInfo,
  remoteEntryExports,
  globalLoading,
  uniqueKey,
}: LoadEntryErrorArgs) {
  for (let attempt = 1; attempt <= RETRIES; attempt += 1) {
    await wait(backoff(attempt));
    // The runtime dedupes entry loads by this key; a failed load must not be handed out again.
    delete globalLoading[uniqueKey];
    try {
      const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      if (exports) return exports;
    } catch {
      // The next attempt, or the caller's fallback, takes over.
    }
  }
  return undefined;
}

/** The network layer of the three layers of docs/architecture.md §3: retry, fallback module, error boundary. */
export default function networkRetryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'host-network-retry',
    fetch: (url, init) => fetchWithRetry(url, init),
    // The hook's declared result nests one promise in another; the runtime awaits through both,
    // as promises flatten, so the recovered entry is handed over as a promise of it.
    loadEntryError: (args) => new Promise((resolve) => resolve(reloadEntry(args))),
  };
}
