import { z } from 'zod';

export const URL_MAX = 2048;

// A host must follow the slashes at once: the URL parser would read `https:///a` as host `a`.
const HTTP_SCHEME_AND_HOST = /^https?:\/\/[^/\\?#]/i;

/** The URL if `value` is an absolute http(s) URL with a host, otherwise null. */
export function parseHttpUrl(value: string): URL | null {
  if (!HTTP_SCHEME_AND_HOST.test(value)) return null;
  try {
    const url = new URL(value);
    return url.hostname === '' ? null : url;
  } catch {
    return null;
  }
}

/**
 * An absolute http(s) URL. `javascript:`, `data:` and relative URLs are refused, and so are
 * credentials in the URL: they would be stored and shown back in clear, unlike the write-only
 * secret fields made for them.
 */
export function httpUrlSchema(name: string, example = 'https://example.com') {
  const missing = `${name}を入力してください`;
  return z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing, abort: true })
    .max(URL_MAX, { error: `${name}は${URL_MAX}文字以内で入力してください`, abort: true })
    .refine((s) => parseHttpUrl(s) !== null, {
      error: `${name}は http:// または https:// で始まるURLを入力してください（例: ${example}）`,
      abort: true,
    })
    .refine((s) => noCredentials(parseHttpUrl(s)), {
      error: `${name}にユーザー名やパスワードを含めないでください`,
    });
}

function noCredentials(url: URL | null): boolean {
  return url !== null && url.username === '' && url.password === '';
}
