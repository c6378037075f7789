// The scripts a page loads, counted from Chromium's own network events (CDP Network domain): what
// bench bundle-size (console-load.ts) and bench mui-sharing (measure-bundle-size.ts) both measure.
import type { CDPSession } from 'playwright-core';

export interface ScriptFile {
  url: string;
  /** Bytes on the wire (encodedDataLength). */
  bytes: number;
  /** The response's Content-Encoding ('none' when it had none). */
  encoding: string;
  /** When the browser asked for it (CDP wallTime, ms). */
  requestedAt: number;
}

export interface Transfer {
  scripts: number;
  bytes: number;
  files: ScriptFile[];
}

export const emptyTransfer = (): Transfer => ({ scripts: 0, bytes: 0, files: [] });

/** Sums the bytes of every script response the page finishes loading. */
export class ScriptTransfers {
  private readonly scriptIds = new Map<string, Omit<ScriptFile, 'bytes'>>();
  private readonly requestedAt = new Map<string, number>();
  private readonly loading = new Set<string>();
  private lastEvent = Date.now();
  private current: Transfer = emptyTransfer();

  constructor(cdp: CDPSession) {
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.type !== 'Script') return;
      this.requestedAt.set(event.requestId, event.wallTime * 1000);
      this.loading.add(event.requestId);
      this.lastEvent = Date.now();
    });
    cdp.on('Network.loadingFailed', (event) => {
      if (this.loading.delete(event.requestId)) this.lastEvent = Date.now();
    });
    cdp.on('Network.responseReceived', (event) => {
      if (event.type !== 'Script') return;
      const encoding = Object.entries(event.response.headers).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1] ?? 'none';
      this.scriptIds.set(event.requestId, { url: event.response.url, encoding, requestedAt: this.requestedAt.get(event.requestId) ?? 0 });
    });
    cdp.on('Network.loadingFinished', (event) => {
      if (this.loading.delete(event.requestId)) this.lastEvent = Date.now();
      const script = this.scriptIds.get(event.requestId);
      if (script === undefined) return;
      this.scriptIds.delete(event.requestId);
      this.current.scripts += 1;
      this.current.bytes += event.encodedDataLength;
      this.current.files.push({ ...script, bytes: event.encodedDataLength });
    });
  }

  /**
   * Resolves once no script has been requested or finished for `quietMs` (counted from the call at
   * the earliest, as networkidle counts from the load). Not the page's networkidle: a screen may hold
   * a connection open for as long as it is shown (テスト（チャットUI）'s answer stream), and then
   * networkidle never comes.
   */
  async quiet(quietMs = 500, timeoutMs = 30_000): Promise<void> {
    const called = Date.now();
    const deadline = called + timeoutMs;
    while (this.loading.size > 0 || Date.now() - Math.max(this.lastEvent, called) < quietMs) {
      if (Date.now() > deadline) throw new Error(`scripts still loading after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** What was transferred since the last call. */
  take(): Transfer {
    const taken = this.current;
    this.current = emptyTransfer();
    return taken;
  }
}
