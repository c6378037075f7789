/**
 * XMLHttpRequest as the uploader uses it, driven by the test: each request waits until the test
 * reports progress and answers it (or makes it fail).
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  aborted = false;
  private responseType: string | null = null;
  private listeners: Record<string, (() => void)[]> = {};
  private uploadListeners: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void)[] = [];

  readonly upload = {
    addEventListener: (_type: 'progress', listener: (event: { loaded: number; total: number; lengthComputable: boolean }) => void) => {
      this.uploadListeners.push(listener);
    },
  };

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  addEventListener(type: 'load' | 'error', listener: () => void): void {
    (this.listeners[type] ??= []).push(listener);
  }

  getResponseHeader(name: string): string | null {
    return name.toLowerCase() === 'content-type' ? this.responseType : null;
  }

  send(body: unknown): void {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort(): void {
    this.aborted = true;
  }

  progress(loaded: number, total: number): void {
    for (const listener of this.uploadListeners) listener({ loaded, total, lengthComputable: true });
  }

  respond(status: number, body: unknown): void {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseType = 'application/json';
    for (const listener of this.listeners['load'] ?? []) listener();
  }

  fail(): void {
    for (const listener of this.listeners['error'] ?? []) listener();
  }

  static install(): void {
    FakeXhr.sent = [];
    Object.defineProperty(globalThis, 'XMLHttpRequest', { value: FakeXhr, configurable: true, writable: true });
  }

  /** The n-th request, once it has been sent. */
  static async nth(n: number): Promise<FakeXhr> {
    for (let i = 0; i < 50 && !FakeXhr.sent[n]; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    const xhr = FakeXhr.sent[n];
    if (!xhr) throw new Error(`request ${n} was never sent`);
    return xhr;
  }
}
