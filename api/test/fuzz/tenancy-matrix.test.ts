import { Ajv } from 'ajv';
import { sql } from 'drizzle-orm';
import * as fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { queryRows } from '#src/db/query-rows';
import { createTestContext, type OwnerSession, type TestContext } from '../helper';
import { type JsonSchema, type OpenApiDocument, type Operation, openApiDocument, operationsOf } from '../http/openapi-operations';
import { CONSOLE_ORIGINS } from '../public/public-fixtures';
import { FUZZ_APP_OPTIONS } from './fuzz-app-options';
import { bodyIdKinds, withBodyIds } from './body-ids';
import { ownerWithEveryKind } from './every-kind';
import { reportFigure } from './figures';
import { fieldKindOf, type IdKind, idKindOf, TENANT_KINDS, type TenantKind } from './id-kinds';
import { routeTable } from './route-table';
import { arbitraryOf } from './schema-arbitrary';

/**
 * The tenancy matrix, generated from the app's route table: owner A tries every owner route with
 * each kind of owner B's ids in its id parameters (path, and a query parameter naming an id), and
 * must get 404 with B's rows unchanged; on every public route, A's visitor tries B's agent with
 * A's token, and A's agent with B's conversations, messages, forms and media, and must get 401, 403
 * or 404. A route added tomorrow is in the matrix tomorrow; a route whose parameter names a kind of
 * id the matrix does not know fails it (test/fuzz/id-kinds.ts says where to name it).
 */

/** Owner routes whose body's message_id is a visitor's question (teach: "must be a visitor message"), not an answer. */
const QUESTION_ROUTES = new Set(['POST /api/v1/knowledge-items/teach']);
const SEED = 20_260_517;
const REFUSED = [401, 403, 404];

interface Widget {
  authorization: string;
  visitorToken: string;
  visitorId: string;
  conversationId: string;
}

describe('tenancy matrix, from the route table', () => {
  let t: TestContext;
  let a: OwnerSession;
  let b: OwnerSession;
  let bIds: Record<TenantKind, string[]>;
  /** Everything that names owner B's data: its agent, its owner row, and every id of every kind. */
  let bIdentifiers: string[];
  let aWidget: Widget;
  let bWidget: Widget;
  let document: OpenApiDocument;

  beforeAll(async () => {
    t = await createTestContext(FUZZ_APP_OPTIONS);
    a = await t.ownerSession();
    b = await t.ownerSession();
    bIds = await ownerWithEveryKind(t, b, SEED);
    aWidget = await widgetVisitor(t, a.owner.agentId);
    bWidget = await widgetVisitor(t, b.owner.agentId);
    bIds.conversation = [bWidget.conversationId, ...bIds.conversation];
    bIdentifiers = [b.owner.agentId, b.owner.id, ...Object.values(bIds).flat()];
    document = await openApiDocument(t.app);
  }, 600_000);
  afterAll(() => t?.close());

  /** Every row of every table that names B's data, as text: what no request of A's may change. */
  const bRows = async (): Promise<string[]> => {
    const db = t.app.database.db;
    const tables = await queryRows<{ name: string }>(
      db,
      sql`SELECT table_name::text AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
    );
    const rows: string[] = [];
    for (const { name } of tables) {
      for (const { row } of await queryRows<{ row: string }>(db, sql`SELECT row_to_json(t)::text AS row FROM ${sql.identifier(name)} t`)) {
        if (bIdentifiers.some((id) => row.includes(id))) rows.push(`${name} ${row}`);
      }
    }
    return rows.sort();
  };

  /** A body generated from the operation's schema. */
  const bodyOf = (operation: Operation, seed = SEED): unknown => {
    if (!operation.jsonBody) return undefined;
    const [sample] = fc.sample(arbitraryOf(operation.jsonBody), { seed, numRuns: 1 });
    return plausible(sample);
  };

  /**
   * A generated body the route takes, so that its refusal in the matrix is about the id and not the
   * body: the first of a few whose request, with ids nobody has, is not refused by validation.
   */
  const calibrated = new Map<string, unknown>();
  const bodyTaken = async (operation: Operation, attempt: (body: unknown) => Promise<LightMyRequestResponse>): Promise<unknown> => {
    const key = `${operation.method} ${operation.path}`;
    if (calibrated.has(key)) return calibrated.get(key);
    let body = bodyOf(operation);
    for (let seed = SEED; operation.jsonBody && seed < SEED + 40; seed += 1) {
      body = bodyOf(operation, seed);
      const response = await attempt(body);
      if (!(response.statusCode === 400 && response.json<{ code: string }>().code === 'validation_error')) break;
    }
    calibrated.set(key, body);
    return body;
  };

  const requiredQuery = (operation: Operation, ids: Partial<Record<string, string>>): string => {
    const raw = document.paths[operation.path]?.[operation.method.toLowerCase()];
    const pairs: string[] = [];
    for (const parameter of raw?.parameters ?? []) {
      if (parameter.in !== 'query') continue;
      const value = ids[parameter.name];
      if (value !== undefined) pairs.push(`${parameter.name}=${encodeURIComponent(value)}`);
      else if ((parameter as { required?: boolean }).required) {
        const [sample] = fc.sample(arbitraryOf(parameter.schema), { seed: SEED, numRuns: 1 });
        pairs.push(`${parameter.name}=${encodeURIComponent(String(sample))}`);
      }
    }
    return pairs.length > 0 ? `?${pairs.join('&')}` : '';
  };

  const inject = (operation: Operation, url: string, authorization: string | undefined, payload?: unknown): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method: operation.method as InjectOptions['method'],
      url,
      headers: authorization ? { authorization } : {},
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });

  const ajv = new Ajv({ strict: false });
  ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
  /** Whether a value passes the operation's schema for the path parameter (else a 400 is as good a refusal as a 404). */
  const fitsParameter = (operation: Operation, name: string, value: string, where: 'path' | 'query' = 'path'): boolean => {
    const parameter = document.paths[operation.path]?.[operation.method.toLowerCase()]?.parameters?.find((p) => p.in === where && p.name === name);
    return parameter ? ajv.validate(parameter.schema, value) : true;
  };

  it('names in the document every route the app serves, so the matrix (built from the document) misses none', () => {
    const documented = new Set(operationsOf(document).map((o) => `${o.method} ${o.path.replace(/\/$/, '')}`));
    const served = routeTable(t.app).map((route) => `${route.method} ${route.path.replace(/\/$/, '')}`);
    expect(served.length).toBeGreaterThan(100);
    expect([...new Set(served)].filter((route) => !documented.has(route))).toEqual([]);
  });

  it("answers 404 to every owner route × every kind of the other owner's ids, and changes none of its rows", async () => {
    const owner = operationsOf(document).filter((o) => o.security.includes('bearerAuth') && !o.path.startsWith('/api/v1/public/'));
    const failures: string[] = [];
    let cells = 0;
    let routes = 0;
    let scopedByToken = 0;
    for (const operation of owner) {
      const slots = operation.pathParams.map((name) => ({ name, kind: idKindOf(operation.path, name) }));
      const queryIds = operation.queryParams
        .filter((p) => p.schema.format === 'uuid')
        .map((p) => ({ name: p.name, kind: fieldKindOf(`${operation.method} ${operation.path}`, p.name) }));
      const before = await bRows();
      if (slots.length === 0 && queryIds.length === 0) {
        // Scoped by the token alone: A's call must still leave B's rows as they were.
        scopedByToken += 1;
        const response = await inject(operation, operation.path + requiredQuery(operation, {}), a.headers.authorization, bodyOf(operation));
        if (response.statusCode >= 500 && !(String(response.statusCode) in operation.responses)) failures.push(`${operation.method} ${operation.path} → ${response.statusCode}`);
        if (mentions(response.body, bIdentifiers)) failures.push(`${operation.method} ${operation.path}: A's answer names B's data`);
      } else {
        routes += 1;
        const nobody = '00000000-0000-4000-8000-000000000000';
        const body = await bodyTaken(operation, (candidate) =>
          inject(
            operation,
            operation.path.replace(/\{[^}]+\}/g, nobody) + requiredQuery(operation, Object.fromEntries(queryIds.map((q) => [q.name, nobody]))),
            a.headers.authorization,
            candidate,
          ),
        );
        for (const kind of TENANT_KINDS) {
          cells += 1;
          const foreign = bIds[kind][0] ?? '';
          let valueFits = true;
          const url = operation.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
            const slot = slots.find((s) => s.name === name);
            const value = valueOf(slot?.kind ?? 'agent', foreign);
            if (isTenant(slot?.kind) && !fitsParameter(operation, name, value)) valueFits = false;
            return encodeURIComponent(value);
          });
          if (queryIds.some((q) => !fitsParameter(operation, q.name, foreign, 'query'))) valueFits = false;
          const query = requiredQuery(operation, Object.fromEntries(queryIds.map((q) => [q.name, foreign])));
          const response = await inject(operation, url + query, a.headers.authorization, body);
          const expected = valueFits ? [404] : [400, 404];
          const cell = `${operation.method} ${operation.path} with B's ${kind}`;
          // A query parameter may filter instead of refusing: then the answer must hold nothing of B's.
          const filteredOut = slots.length === 0 && response.statusCode < 300 && !mentions(response.body, bIdentifiers);
          if (!expected.includes(response.statusCode) && !filteredOut) failures.push(`${cell} → ${response.statusCode} ${response.body.slice(0, 200)}`);
          else if (mentions(response.body, bIdentifiers)) failures.push(`${cell}: the answer names B's data`);
        }
      }
      const after = await bRows();
      if (JSON.stringify(after) !== JSON.stringify(before)) failures.push(`${operation.method} ${operation.path} changed B's rows: ${diff(before, after).slice(0, 3).join(' | ').slice(0, 600)}`);
    }
    reportFigure(
      `tenancy matrix (owner): ${routes} routes with ids × ${TENANT_KINDS.length} id kinds = ${cells} requests, each 404 with B's rows unchanged; ${scopedByToken} routes scoped by the token alone, B's rows unchanged`,
    );
    expect(failures).toEqual([]);
    expect(cells).toBeGreaterThan(300);
  }, 600_000);

  it("refuses, on every public route, another agent's visitor token and another agent's conversations, messages, forms and media", async () => {
    const publicRoutes = operationsOf(document).filter((o) => o.path.startsWith('/api/v1/public/'));
    const failures: string[] = [];
    let cells = 0;
    const open: string[] = [];
    for (const operation of publicRoutes) {
      const slots = operation.pathParams.map((name) => ({ name, kind: idKindOf(operation.path, name) }));
      const foreignable = slots.filter((slot) => slot.kind !== 'agent' && isTenant(slot.kind));
      const takesToken = operation.security.length > 0 || bodyNames(operation).includes('visitor_token') || operation.queryParams.some((p) => p.name === 'visitor_token');
      if (!takesToken && foreignable.length === 0) {
        open.push(`${operation.method} ${operation.path}`);
        continue;
      }
      const before = await bRows();
      const tries: { name: string; agent: string; token: Widget; ids: (kind: IdKind) => string }[] = [];
      // A's visitor token on B's agent, with B's own ids: the token is another agent's.
      if (takesToken) tries.push({ name: "A's visitor token on B's agent", agent: b.owner.agentId, token: aWidget, ids: (kind) => firstOf(bIds, kind) });
      // A's agent and A's token, with each kind of B's ids where the route names one.
      if (foreignable.length > 0) {
        for (const kind of TENANT_KINDS.filter((k) => k !== 'agent')) {
          tries.push({ name: `B's ${kind} under A's agent`, agent: a.owner.agentId, token: aWidget, ids: () => firstOf(bIds, kind) });
        }
      }
      const nobody = '00000000-0000-4000-8000-000000000000';
      const taken = await bodyTaken(operation, (candidate) =>
        inject(
          operation,
          operation.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => (name === 'agentId' ? a.owner.agentId : nobody)),
          aWidget.authorization,
          candidate && typeof candidate === 'object' && 'conversation_id' in candidate ? { ...candidate, conversation_id: aWidget.conversationId } : candidate,
        ),
      );
      for (const attempt of tries) {
        cells += 1;
        const url = operation.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
          const kind = slots.find((s) => s.name === name)?.kind ?? 'agent';
          return encodeURIComponent(kind === 'agent' ? attempt.agent : valueOf(kind, attempt.ids(kind)));
        });
        const query = operation.queryParams.some((p) => p.name === 'visitor_token') ? `?visitor_token=${encodeURIComponent(attempt.token.visitorToken)}` : '';
        let body = taken;
        if (body && typeof body === 'object') {
          body = { ...(body as object), ...('visitor_token' in (body as object) || bodyNames(operation).includes('visitor_token') ? { visitor_token: attempt.token.visitorToken } : {}) };
          if ('conversation_id' in (body as object)) body = { ...(body as object), conversation_id: attempt.ids('conversation') };
        }
        const response = await inject(operation, url + query, attempt.token.authorization, body);
        const cell = `${operation.method} ${operation.path}: ${attempt.name}`;
        // Starting a conversation with a token of another agent's is a new visitor, not the token's.
        const freshVisitor = operation.method === 'POST' && operation.path.endsWith('/conversations') && response.statusCode === 200 && !mentions(response.body, [attempt.token.visitorId, attempt.token.conversationId]);
        if (!REFUSED.includes(response.statusCode) && !freshVisitor) failures.push(`${cell} → ${response.statusCode} ${response.body.slice(0, 200)}`);
        if (response.statusCode < 300 && operation.method !== 'POST' && mentions(response.body, bIdentifiers.slice(2))) failures.push(`${cell}: the answer names B's data`);
      }
      const after = await bRows();
      // A new visitor of B's agent is B's row by design (the conversation route); anything else is a change.
      const changed = diff(before, after).filter((row) => !(operation.path.endsWith('/conversations') && /^\+ (widget_visitors|conversations|analytics_)/.test(row)));
      if (changed.length > 0) failures.push(`${operation.method} ${operation.path} changed B's rows: ${changed.slice(0, 3).join(' | ').slice(0, 600)}`);
    }
    reportFigure(`tenancy matrix (public): ${publicRoutes.length - open.length} routes, ${cells} foreign requests, each 401/403/404; ${open.length} routes name no visitor and no id`);
    expect(failures).toEqual([]);
    expect(cells).toBeGreaterThan(30);
  }, 600_000);

  it("keeps the other owner's ids out of what an owner route stores when they come inside a request body", async () => {
    // A third owner, C, with data of every kind (seeded as B was), so each body is first one C could send
    // about C's own things; the earlier tests of this file have called A's routes with generated bodies.
    const c = await t.ownerSession();
    const cIds = await ownerWithEveryKind(t, c, SEED);
    const [cQuestion = ''] = (
      await queryRows<{ id: string }>(t.app.database.db, sql`SELECT id::text AS id FROM messages WHERE agent_id = ${c.owner.agentId} AND role = 'visitor' ORDER BY created_at DESC, id LIMIT 1`)
    ).map((row) => row.id);
    const owner = operationsOf(document).filter((o) => o.security.includes('bearerAuth') && !o.path.startsWith('/api/v1/public/') && o.jsonBody);
    const failures: string[] = [];
    let cells = 0;
    let routes = 0;
    for (const operation of owner) {
      const where = `${operation.method} ${operation.path}`;
      const kinds = bodyIdKinds(where, operation.jsonBody);
      if (kinds.length === 0 || !operation.jsonBody) continue;
      routes += 1;
      const url =
        operation.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => encodeURIComponent(valueOf(idKindOf(operation.path, name), firstOf(cIds, idKindOf(operation.path, name))))) +
        requiredQuery(operation, {});
      const schema = operation.jsonBody;
      // C's own id of each kind; a message is an answer (trace, feedback), except where the route takes
      // the visitor's question, so that B's other id in the body is what the route refuses.
      const own = (kind: TenantKind) => (kind === 'message' && QUESTION_ROUTES.has(where) ? cQuestion : (cIds[kind][0] ?? ''));
      // A settings document is sent back as C's own GET answered it (a generated one would be refused for
      // its time zone or its required emotions, not for the id); anything else is a generated body the route takes.
      const current = document.paths[operation.path]?.get && operation.method === 'PUT' ? await inject({ ...operation, method: 'GET' }, url, c.headers.authorization) : null;
      const body =
        current?.statusCode === 200
          ? asPutBody(current.json<Record<string, unknown>>())
          : await bodyTaken(operation, (candidate) => inject(operation, url, c.headers.authorization, withBodyIds(where, schema, candidate, own, SEED)));
      const before = await bRows();
      for (const kind of kinds) {
        cells += 1;
        const foreign = bIds[kind][0] ?? '';
        // B's id in every field of this kind, C's own in the others.
        const sent = withBodyIds(where, schema, body, (field) => (field === kind ? foreign : own(field)), SEED, kind);
        if (!JSON.stringify(sent).includes(foreign)) failures.push(`${where}: no body could be made that sends B's ${kind}`);
        const response = await inject(operation, url, c.headers.authorization, sent);
        const cell = `${where} with B's ${kind} in its body`;
        // Refused, at the id (見つかりません under its field, or 404): a route that took B's id quietly would say 2xx.
        if (response.statusCode < 400 || response.statusCode >= 500) failures.push(`${cell} → ${response.statusCode} ${response.body.slice(0, 200)}`);
        // Naming back the id C sent is no leak; naming anything else of B's is.
        else if (mentions(response.body, bIdentifiers.filter((id) => id !== foreign))) failures.push(`${cell}: the answer names B's data`);
      }
      // B's rows, and every row that names B's data (C's own rows pointing at B's would be among them), as they were.
      const after = await bRows();
      if (JSON.stringify(after) !== JSON.stringify(before)) failures.push(`${where} with B's ids in its body changed or took B's data: ${diff(before, after).slice(0, 3).join(' | ').slice(0, 600)}`);
    }
    reportFigure(`tenancy matrix (ids in bodies): ${routes} owner routes × the id kinds their bodies hold = ${cells} requests, each refused with nothing of B's taken or changed`);
    expect(failures).toEqual([]);
    expect(routes).toBeGreaterThan(3);
  }, 600_000);

  /** Names of the top-level fields of the operation's JSON body. */
  const bodyNames = (operation: Operation): string[] => Object.keys((operation.jsonBody?.properties as Record<string, JsonSchema> | undefined) ?? {});
});

async function widgetVisitor(t: TestContext, agentId: string): Promise<Widget> {
  const started = await t.app.inject({ method: 'POST', url: `/api/v1/public/widget/${agentId}/conversations`, payload: { origin: CONSOLE_ORIGINS[0] } });
  if (started.statusCode !== 200) throw new Error(`no widget conversation: ${started.statusCode} ${started.body}`);
  const body = started.json<{ visitor_token: string; conversation_id: string; visitor_id?: string }>();
  const rows = await queryRows<{ visitor_id: string }>(t.app.database.db, sql`SELECT visitor_id::text AS visitor_id FROM conversations WHERE id = ${body.conversation_id}`);
  return {
    authorization: `Bearer ${body.visitor_token}`,
    visitorToken: body.visitor_token,
    visitorId: rows[0]?.visitor_id ?? body.conversation_id,
    conversationId: body.conversation_id,
  };
}

const isTenant = (kind: IdKind | undefined): kind is TenantKind => (TENANT_KINDS as readonly string[]).includes(kind ?? '');

function firstOf(ids: Record<TenantKind, string[]>, kind: IdKind): string {
  return isTenant(kind) ? (ids[kind][0] ?? '') : '';
}

/** What goes in a parameter: the foreign id in an id's place, a plausible value in a version's or a file name's. */
function valueOf(kind: IdKind, foreign: string): string {
  if (kind === 'form_version') return '1';
  if (kind === 'media_file_name') return 'logo.png';
  if (kind === 'widget_asset') return 'frame.3f9a1c.js';
  return foreign;
}

/** A settings document as PUT takes it back: without its stamp and its write-only secrets' statuses. */
function asPutBody(document: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(document).filter(([key]) => key !== 'updated_at' && !key.endsWith('_status')));
}

function mentions(text: string, identifiers: readonly string[]): boolean {
  return identifiers.some((id) => id.length > 0 && text.includes(id));
}

function diff(before: string[], after: string[]): string[] {
  const was = new Set(before);
  const is = new Set(after);
  return [...before.filter((row) => !is.has(row)).map((row) => `- ${row}`), ...after.filter((row) => !was.has(row)).map((row) => `+ ${row}`)];
}

/** Plausible values for the strings no JSON Schema can describe the rules of. */
function plausible(value: unknown, key = ''): unknown {
  if (typeof value === 'string') {
    if (key === 'origin') return CONSOLE_ORIGINS[0];
    if (key === 'email') return 'visitor@example.com';
    // A mailed sign-in code: its digits are checked after NFKC, which no JSON Schema says.
    if (key === 'code') return '123456';
    if (key === 'pattern' || key === 'url' || key.endsWith('_url')) return 'https://example.com/faq';
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => plausible(item, key));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, plausible(item, name)]));
  return value;
}
