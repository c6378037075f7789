import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { escapeHtml } from './render-report-html';
import { weeklyReportMessages as messages } from './messages';

export type UnsubscribePage = { kind: 'confirm'; action: string } | { kind: 'done' } | { kind: 'invalid' };

/**
 * The page the unsubscribe link opens (no sign-in). GET asks with one button, because mail scanners
 * and previews follow links; the button posts to the same URL, as RFC 8058's one-click POST does.
 */
export function sendUnsubscribePage(reply: FastifyReply, page: UnsubscribePage): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  const body =
    page.kind === 'confirm'
      ? `<p>${escapeHtml(messages.unsubscribeConfirm)}</p><form method="post" action="${escapeHtml(page.action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(messages.unsubscribeButton)}</button></form>`
      : `<p role="status">${escapeHtml(page.kind === 'done' ? messages.unsubscribed : messages.unsubscribeInvalid)}</p>`;
  const html = `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(messages.unsubscribeTitle)}</title>
<style nonce="${nonce}">body{font-family:"Hiragino Sans","Noto Sans JP",system-ui,sans-serif;margin:0;padding:48px 24px;color:#181825;background:#f5f3ff;text-align:center;line-height:1.7}main{max-width:32em;margin:0 auto;background:#fff;border:1px solid #ddd6fe;border-radius:8px;padding:32px 24px}h1{font-size:20px;color:#4c1d95;margin:0 0 16px}button{margin-top:16px;background:#6d28d9;color:#fff;border:0;border-radius:6px;padding:10px 24px;font-size:15px;font-weight:bold;cursor:pointer}</style>
</head>
<body>
<main>
<h1>${escapeHtml(messages.unsubscribeTitle)}</h1>
${body}
</main>
</body>
</html>
`;
  return reply
    .code(page.kind === 'invalid' ? 404 : 200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('content-security-policy', `default-src 'none'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`)
    .send(html);
}
