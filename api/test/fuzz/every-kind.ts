import { sql } from 'drizzle-orm';
import type { WidgetMessage } from 'shared-contracts';
import { runTurn, startOrResumeConversation } from '#src/domains/agent/index';
import { submitFormAnswer } from '#src/domains/forms/submit-form-answer';
import { seedSampleAgent } from '#src/seed/sample-agent';
import { seedSampleHistory } from '#src/seed/sample-history';
import { type OwnerSession, TEST_PASSWORD, type TestContext } from '../helper';
import { handmadePng, multipartFile } from '../media/media-fixtures';
import { idsOf, TENANT_KINDS, type TenantKind } from './id-kinds';

/**
 * An owner with data of every kind the API's paths name: the demo owner's sample agent (knowledge,
 * a form, quick replies) and a few conversations of its sample history (messages, 👍/👎, sign-ins
 * and form answers, made by the runtime), one answer of the form offered in a chat, a picture in the media library and one forbidden word and URL.
 * Fails loudly when a kind of id is left without an example, so no kind is tried with nothing.
 */
export async function ownerWithEveryKind(t: TestContext, session: OwnerSession, seed: number): Promise<Record<TenantKind, string[]>> {
  await seedSampleAgent(t.app, { email: session.owner.email, password: TEST_PASSWORD });
  await seedSampleHistory(t.app, session.owner.email, { conversations: 8, days: 3, seed });
  // The sample history answers the form only by chance (another FUZZ_SEED may give it none): one
  // visitor is offered the contact form and answers it, whatever the seed.
  const db = t.app.database.db;
  const agentId = session.owner.agentId;
  const visit = await startOrResumeConversation(db, { agentId, origin: 'https://shop.example.com', pageUrl: null, preview: false });
  let offered: WidgetMessage | null = null;
  const deps = { db, publicApiUrl: t.app.config.publicApiUrl, secretBox: t.app.secretBox };
  for await (const event of runTurn(deps, { agentId, conversationId: visit.conversation.id, visitorId: visit.visitorId, text: '問い合わせしたいです' })) {
    if (event.type === 'done') offered = event.message;
  }
  if (!offered?.form) throw new Error('the sample agent offered no form');
  await submitFormAnswer(db, agentId, offered.form.id, { name: '山田 花子', email: 'hanako@example.com', body: 'お問い合わせです。' }, { conversationId: visit.conversation.id });
  const call = async (method: 'POST', url: string, payload: object) => {
    const response = await t.app.inject({ method, url, headers: session.headers, payload });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  };
  await call('POST', '/api/v1/forbidden-words/', { word: '禁止語', note: '' });
  await call('POST', '/api/v1/forbidden-urls/', { pattern: 'https://forbidden.example.com/*', note: '' });
  const upload = multipartFile(handmadePng(2, 2), 'logo.png', 'image/png');
  const media = await t.app.inject({ method: 'POST', url: '/api/v1/media/', headers: { ...session.headers, ...upload.headers }, payload: upload.payload });
  if (media.statusCode !== 201) throw new Error(`media upload: ${media.statusCode} ${media.body}`);

  // A visitor's words proposed for a Q&A (what a もしかして… press leaves): the newest visitor message, for the first Q&A.
  await t.app.database.db.execute(sql`
    INSERT INTO knowledge_phrasing_proposals (agent_id, item_id, text, text_key, message_id)
    SELECT ${session.owner.agentId}, item.id, m.text, lower(m.text), m.id
    FROM (SELECT id FROM knowledge_items WHERE agent_id = ${session.owner.agentId} AND type = 'qa' ORDER BY id LIMIT 1) item,
         (SELECT id, text FROM messages WHERE agent_id = ${session.owner.agentId} AND role = 'visitor' ORDER BY created_at DESC, id LIMIT 1) m`);

  const ids = {} as Record<TenantKind, string[]>;
  for (const kind of TENANT_KINDS) {
    ids[kind] = await idsOf(t, session.owner.agentId, kind);
    if (ids[kind].length === 0) throw new Error(`the owner with data of every kind has no ${kind}: seed one in test/fuzz/every-kind.ts`);
  }
  return ids;
}
