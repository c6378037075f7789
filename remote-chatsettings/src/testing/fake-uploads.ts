/**
 * XMLHttpRequest at the HTTP edge, for uploads (shared-auth's uploadWithProgress): each request
 * waits until the test reports its progress and lets it through. Letting it through sends it as a
 * fetch, so the fake API's handlers answer it and record it like any other call.
 */

type ProgressListener = (event: { loaded: number; total: number; lengthComputable: boolean }) => void;

export class PendingUpload {
  status = 0;
  responseText = '';
  aborted = false;
  private method = 'GET';
  private url = '';
  private headers: Record<string, string> = {};
  private body: FormData | null = null;
  private contentType: string | null = null;
  private progressListeners: ProgressListener[] = [];
  private listeners: Record<string, (() => void)[]> = {};

  readonly upload = {
    addEventListener: (_type: 'progress', listener: ProgressListener) => {
      this.progressListeners.push(listener);
    },
  };

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  addEventListener(type: string, listener: () => void): void {
    (this.listeners[type] ??= []).push(listener);
  }

  getResponseHeader(name: string): string | null {
    return name.toLowerCase() === 'content-type' ? this.contentType : null;
  }

  send(body: FormData): void {
    this.body = body;
    fakeUploads.pending.push(this);
    fakeUploads.sent.push(this);
  }

  abort(): void {
    this.aborted = true;
    fakeUploads.pending = fakeUploads.pending.filter((upload) => upload !== this);
  }

  /** The file in the form's `file` field. */
  get file(): { name: string; size: number } {
    // Node's File (what FormData holds under jest-fixed-jsdom), not jsdom's: compared by shape.
    const file = this.body?.get('file');
    if (typeof file !== 'object' || file === null) throw new Error('the upload has no file field');
    return file;
  }

  /** Reports `fraction` of the file as sent. */
  progress(fraction: number): void {
    const total = this.file.size + 200;
    for (const listener of this.progressListeners) listener({ loaded: Math.round(total * fraction), total, lengthComputable: true });
  }

  /** Sends it to the fake API (global fetch) and hands its answer back as the XHR's. */
  async complete(): Promise<void> {
    fakeUploads.pending = fakeUploads.pending.filter((upload) => upload !== this);
    this.progress(1);
    const response = await fetch(this.url, { method: this.method, headers: this.headers, body: this.body });
    this.status = response.status;
    this.responseText = await response.text();
    this.contentType = response.headers.get('Content-Type');
    for (const listener of this.listeners['load'] ?? []) listener();
  }
}

export const fakeUploads = {
  /** Sent and not yet completed or aborted, oldest first. */
  pending: [] as PendingUpload[],
  sent: [] as PendingUpload[],
  install(): void {
    fakeUploads.pending = [];
    fakeUploads.sent = [];
    Object.defineProperty(globalThis, 'XMLHttpRequest', { value: PendingUpload, configurable: true, writable: true });
  },
};
