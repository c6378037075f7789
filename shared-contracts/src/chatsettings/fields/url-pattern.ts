import { z } from 'zod';
import { URL_MAX } from '../../common/http-url';

/**
 * A URL pattern as the owner writes it: an http(s) URL in which `*` stands for any run of
 * characters, `/` included (https://example.com/private/* covers everything under /private/).
 * In the host, `*` may only open the name (https://*.example.com/*) so one pattern cannot cover
 * every site by accident; a port may follow the host. The matcher compares scheme and host
 * without regard to case, like browsers do.
 */
export const URL_PATTERN_EXAMPLE = 'https://example.com/private/*';

const HTTP_SCHEME = /^https?:\/\//i;
const WHITESPACE = /\s/;

const malformed = (name: string) => `${name}の形式が正しくありません（例: ${URL_PATTERN_EXAMPLE}）`;

// The URL parser would read `https:///a` as host `a` and `\` as `/`; the matcher compares the
// pattern as written, so such spellings are refused rather than reinterpreted.
function problemOf(name: string, pattern: string): string | null {
  if (WHITESPACE.test(pattern)) return `${name}に空白は入れられません`;
  if (!HTTP_SCHEME.test(pattern)) {
    return `${name}は http:// または https:// で始めてください（例: ${URL_PATTERN_EXAMPLE}）`;
  }
  const afterScheme = pattern.slice(pattern.indexOf('://') + 3);
  const authority = afterScheme.split(/[/?#]/, 1)[0] ?? '';
  if (authority === '' || pattern.includes('\\')) return malformed(name);
  if (authority.includes('@')) return `${name}にユーザー名やパスワードを含めないでください`;
  const host = authority.startsWith('*.') ? authority.slice(2) : authority;
  if (host.includes('*')) {
    return `「*」はホスト名の先頭（https://*.example.com）か、ホスト名より後ろでだけ使えます`;
  }
  try {
    const sample = new URL(pattern.replaceAll('*', 'x'));
    if (sample.hostname === '') throw new TypeError('no host');
  } catch {
    return malformed(name);
  }
  return null;
}

export function urlPatternSchema(name: string) {
  const missing = `${name}を入力してください`;
  return z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing, abort: true })
    .max(URL_MAX, { error: `${name}は${URL_MAX}文字以内で入力してください`, abort: true })
    .superRefine((pattern, ctx) => {
      const problem = problemOf(name, pattern);
      if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
    });
}
