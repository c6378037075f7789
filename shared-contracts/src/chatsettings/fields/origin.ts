import { z } from 'zod';

/**
 * A site the widget may run on, as the browser names it (`location.origin`): scheme, host and an
 * optional port, nothing after. The request form accepts what owners paste (upper case, a default
 * port, one trailing slash) and stores the canonical origin, so equal sites compare equal.
 */
export const ORIGIN_EXAMPLE = 'https://example.com';

const HTTP_SCHEME = /^https?:\/\//i;

function problemOf(value: string): string | null {
  if (!HTTP_SCHEME.test(value)) {
    return `サイトのURLは http:// または https:// から入力してください（例: ${ORIGIN_EXAMPLE}）`;
  }
  const afterScheme = value.slice(value.indexOf('://') + 3);
  const authority = afterScheme.split(/[/?#]/, 1)[0] ?? '';
  const rest = afterScheme.slice(authority.length);
  if (authority === '' || value.includes('\\')) return `サイトのURLの形式が正しくありません（例: ${ORIGIN_EXAMPLE}）`;
  if (authority.includes('@')) return 'サイトのURLにユーザー名やパスワードを含めないでください';
  if (authority.includes('*')) return 'サイトのURLに「*」は使えません。サブドメインはそれぞれ追加してください';
  if (rest !== '' && rest !== '/') {
    return `パスは含めず、${ORIGIN_EXAMPLE} のようにサイトのアドレスまでを入力してください`;
  }
  try {
    if (new URL(value).hostname === '') throw new TypeError('no host');
  } catch {
    return `サイトのURLの形式が正しくありません（例: ${ORIGIN_EXAMPLE}）`;
  }
  return null;
}

/** What the owner types; parses to the canonical origin. Request side only. */
export const originInputSchema = z
  .string({ error: 'サイトのURLを入力してください' })
  .trim()
  .min(1, { error: 'サイトのURLを入力してください', abort: true })
  .max(300, { error: 'サイトのURLは300文字以内で入力してください', abort: true })
  .superRefine((value, ctx) => {
    const problem = problemOf(value);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => new URL(value).origin);

/** A stored, canonical origin as the API answers it. */
export const originSchema = z.string();
