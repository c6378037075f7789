import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { WIDGET_MESSAGE_SOURCE, WIDGET_POST_MESSAGE_TYPES } from 'shared-contracts';
import { lineSignInMessages } from './line-sign-in-messages';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON that cannot end the script element it is written into. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function page(title: string, message: string, nonce: string, script: string | null): string {
  return `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">body{font-family:system-ui,"Hiragino Sans","Noto Sans JP",sans-serif;margin:0;padding:40px 24px;color:#222;text-align:center;line-height:1.7}p{max-width:28em;margin:0 auto}</style>
</head>
<body>
<p role="status">${escapeHtml(message)}</p>
${script === null ? '' : `<script nonce="${nonce}">${script}</script>`}
</body>
</html>
`;
}

/**
 * Answers the pop-up's last page. Its only script (allowed by a per-response nonce; nothing inline
 * runs otherwise) tells the widget frame that opened it, on the API's own origin only, and closes.
 * The opener is kept (COOP unsafe-none): the frame lives inside a page of another origin, and a
 * stricter policy would cut the pop-up from it.
 */
export function sendLineSignInPage(reply: FastifyReply, outcome: { ok: true; apiOrigin: string } | { ok: false; status: number; message: string }): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  const script = outcome.ok
    ? `(function(){var o=window.opener;if(o){o.postMessage(${scriptJson({ source: WIDGET_MESSAGE_SOURCE, type: WIDGET_POST_MESSAGE_TYPES.signedIn })},${scriptJson(outcome.apiOrigin)});}window.close();})();`
    : null;
  const message = outcome.ok ? lineSignInMessages.signedIn : `${outcome.message}`;
  return reply
    .code(outcome.ok ? 200 : outcome.status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('cross-origin-opener-policy', 'unsafe-none')
    .header(
      'content-security-policy',
      `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    )
    .send(page(lineSignInMessages.title, message, nonce, script));
}
