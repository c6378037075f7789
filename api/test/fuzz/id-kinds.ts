import { sql } from 'drizzle-orm';
import { queryRows } from '#src/db/query-rows';
import type { TestContext } from '../helper';

/**
 * What each path parameter of the API names, for the fuzz run and the tenancy matrix. A route whose
 * parameter is not known here makes `idKindOf` throw: whoever adds a route with a new kind of id adds
 * the kind here (and the matrix then tries it with every other kind of the other owner).
 */
export const TENANT_KINDS = [
  'agent',
  'conversation',
  'message',
  'quick_reply',
  'forbidden_word',
  'forbidden_url',
  'visitor_account',
  'form',
  'form_answer',
  'media',
  'knowledge_item',
  'phrasing_proposal',
] as const;
export type TenantKind = (typeof TENANT_KINDS)[number];

/** Parameters that are not an owner's data: a form's version number, a media file's name, a widget bundle's file. */
export type PlainKind = 'form_version' | 'media_file_name' | 'widget_asset';
export type IdKind = TenantKind | PlainKind;

/** `{id}` takes its kind from the collection it follows. */
const COLLECTIONS: Record<string, TenantKind> = {
  'quick-replies': 'quick_reply',
  'forbidden-words': 'forbidden_word',
  'forbidden-urls': 'forbidden_url',
  'visitor-accounts': 'visitor_account',
  forms: 'form',
  'form-answers': 'form_answer',
  media: 'media',
  'knowledge-items': 'knowledge_item',
  conversations: 'conversation',
  'phrasing-proposals': 'phrasing_proposal',
};

const NAMED: Record<string, IdKind> = {
  agentId: 'agent',
  conversationId: 'conversation',
  messageId: 'message',
  formId: 'form',
  version: 'form_version',
  filename: 'media_file_name',
  file: 'widget_asset',
};

/** The kind of a path parameter, e.g. ('/api/v1/forms/{id}/versions/{version}', 'id') → 'form'. */
export function idKindOf(path: string, parameter: string): IdKind {
  const named = NAMED[parameter];
  if (named) return named;
  if (parameter === 'id') {
    const segments = path.split('/');
    const at = segments.indexOf('{id}');
    // /public/media/{agentId}/{id}: the media item, behind its agent.
    const collection = path.startsWith('/api/v1/public/media/') ? 'media' : segments[at - 1];
    const kind = collection ? COLLECTIONS[collection] : undefined;
    if (kind) return kind;
  }
  throw new Error(`${path}: the id kind of {${parameter}} is unknown to test/fuzz/id-kinds.ts. Name it there, so the fuzz run and the tenancy matrix cover the route.`);
}

/** Query string and body fields that name an owner's data, by name; a uuid field not listed here fails the matrix. */
const FIELDS: Record<string, TenantKind> = {
  form_id: 'form',
  conversation_id: 'conversation',
  message_id: 'message',
  visitor_account_id: 'visitor_account',
  account_id: 'visitor_account',
  media_id: 'media',
  image_media_id: 'media',
  knowledge_item_id: 'knowledge_item',
  item_id: 'knowledge_item',
};

/** Objects whose every uuid field names one kind, whatever the field: fixed messages' `images` by message. */
const PARENT_FIELDS: Record<string, TenantKind> = {
  images: 'media',
};

export function fieldKindOf(where: string, name: string, parent = ''): TenantKind {
  const kind = FIELDS[name] ?? PARENT_FIELDS[parent];
  if (kind) return kind;
  // `id`, `ids` and a body that is itself a list of ids (an order, a set to delete) name the route's
  // own collection: PUT /api/v1/quick-replies/order.
  if (name === 'id' || name === 'ids' || name === '') {
    const collection = COLLECTIONS[where.split(' ').at(-1)?.split('/')[3] ?? ''];
    if (collection) return collection;
  }
  throw new Error(`${where}: the uuid field ${name} names a kind unknown to test/fuzz/id-kinds.ts. Name it there.`);
}

/** The ids of one kind an agent has, newest first (SQL, so no route under test is trusted to list them). */
export async function idsOf(t: TestContext, agentId: string, kind: TenantKind): Promise<string[]> {
  if (kind === 'agent') return [agentId];
  const query = {
    conversation: sql`SELECT id::text AS id FROM conversations WHERE agent_id = ${agentId} ORDER BY started_at DESC, id`,
    // An answer first: the routes that take a message (trace, feedback, teach) are about the agent's answers.
    message: sql`SELECT id::text AS id FROM messages WHERE agent_id = ${agentId} ORDER BY (role = 'agent') DESC, created_at DESC, id`,
    quick_reply: sql`SELECT id::text AS id FROM quick_replies WHERE agent_id = ${agentId} ORDER BY id`,
    forbidden_word: sql`SELECT id::text AS id FROM forbidden_entries WHERE agent_id = ${agentId} AND kind = 'word' ORDER BY id`,
    forbidden_url: sql`SELECT id::text AS id FROM forbidden_entries WHERE agent_id = ${agentId} AND kind = 'url' ORDER BY id`,
    visitor_account: sql`SELECT id::text AS id FROM visitor_accounts WHERE agent_id = ${agentId} ORDER BY id`,
    form: sql`SELECT id::text AS id FROM forms WHERE agent_id = ${agentId} ORDER BY id`,
    form_answer: sql`SELECT id::text AS id FROM form_answers WHERE agent_id = ${agentId} ORDER BY id`,
    media: sql`SELECT id::text AS id FROM media_items WHERE agent_id = ${agentId} ORDER BY id`,
    knowledge_item: sql`SELECT id::text AS id FROM knowledge_items WHERE agent_id = ${agentId} ORDER BY id`,
    phrasing_proposal: sql`SELECT id::text AS id FROM knowledge_phrasing_proposals WHERE agent_id = ${agentId} ORDER BY id`,
  }[kind];
  return (await queryRows<{ id: string }>(t.app.database.db, query)).map((row) => row.id);
}
