/**
 * An endpoint below the owner's engine URL, which may itself carry a path (a reverse proxy at
 * https://example.com/voicevox/). `query` values are encoded, so text reaches the engine as written.
 */
export function engineEndpoint(engineUrl: string, path: string, query: Record<string, string> = {}): string {
  const url = new URL(engineUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${path}`;
  url.search = new URLSearchParams(query).toString();
  url.hash = '';
  return url.toString();
}
