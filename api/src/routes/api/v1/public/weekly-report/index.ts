import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendUnsubscribePage } from '#src/domains/weekly-report/unsubscribe-page';
import { isUnsubscribeToken, unsubscribeWeeklyReport } from '#src/domains/weekly-report/unsubscribe';
import { htmlPages } from '../../non-json-response';

const TAG = 'weekly-report';
const query = z.object({ token: z.string().max(2000).optional() });

/**
 * /public/weekly-report/unsubscribe: the mail's one-click unsubscribe (RFC 8058), without sign-in.
 * GET shows a page with one button (scanners follow links; only a POST stops the mail); POST is what
 * the mail client sends from List-Unsubscribe-Post, and what the button sends. Both idempotent.
 */
const weeklyReportUnsubscribe: FastifyPluginAsyncZod = async (app) => {
  // Mail clients post `List-Unsubscribe=One-Click` as a form (multipart or urlencoded); the token in
  // the URL is all that counts, so any small body is taken and ignored, in this scope only.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 4096 }, (_request, _body, done) => done(null, undefined));

  app.get(
    '/unsubscribe',
    {
      config: { cors: false },
      schema: {
        tags: [TAG],
        summary: 'The unsubscribe page of the weekly report mail: asks with one button (no sign-in)',
        querystring: query,
        response: htmlPages([200, 404], 'The page that asks, or says the link is not one of ours'),
      },
    },
    async (request, reply) => {
      const token = request.query.token ?? '';
      if (!isUnsubscribeToken(app.config.jwtSecret, token)) return sendUnsubscribePage(reply, { kind: 'invalid' });
      return sendUnsubscribePage(reply, { kind: 'confirm', action: `?token=${encodeURIComponent(token)}` });
    },
  );
  app.post(
    '/unsubscribe',
    {
      config: { cors: false },
      schema: {
        tags: [TAG],
        summary: 'One-click unsubscribe (RFC 8058): turns the weekly report off, idempotent (no sign-in)',
        description: 'The body (List-Unsubscribe=One-Click) is optional and ignored; the signed token names the account.',
        querystring: query,
        response: htmlPages([200, 404], 'The page that says it is stopped, or that the link is not one of ours'),
      },
    },
    async (request, reply) => {
      const outcome = await unsubscribeWeeklyReport(app.repositories, app.config.jwtSecret, request.query.token ?? '');
      return sendUnsubscribePage(reply, { kind: outcome === 'unsubscribed' ? 'done' : 'invalid' });
    },
  );
};

export default weeklyReportUnsubscribe;
