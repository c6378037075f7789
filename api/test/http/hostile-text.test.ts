import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { hasUnstorableText } from 'shared-contracts';
import { createTestContext, type TestContext } from '../helper';
import { CONSOLE_ORIGINS, PUBLIC_APP_OPTIONS } from '../public/public-fixtures';
import { type JsonSchema, type Operation, openApiDocument, operationsOf, stringPaths, withStringAt } from './openapi-operations';

/**
 * Every text field of every JSON body the OpenAPI document describes, sent with what a person cannot
 * type: NUL, a lone surrogate, C0 controls and a right-to-left override. The operations and bodies are
 * generated from the served document (json-schema-faker for a valid body, or the resource as GET
 * reads it back for a settings document), so no route and no field is left out by a hand-made list.
 *
 * What must hold: never a 5xx; a NUL or lone surrogate in a body that was otherwise accepted is a
 * 400 that names the field (or, where the contract cleans the text, an answer without it).
 */
const HOSTILE = [
  { name: 'NUL', text: 'a\u0000b', unstorable: true },
  { name: 'a lone surrogate', text: 'a\ud800b', unstorable: true },
  { name: 'C0 controls (ESC, BEL)', text: 'a\u001b\u0007b', unstorable: false },
  { name: 'a right-to-left override', text: 'a\u202eb', unstorable: false },
] as const;

// Owner-given URLs (a model endpoint, a VOICEVOX engine, a knowledge page) are never looked up here.
const NO_NETWORK = {
  lookup: async (hostname: string) => {
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  },
  timeoutMs: 2_000,
};

const LARGE = 1_000_000;

type Path = (string | number)[];

describe('hostile text in every JSON body the OpenAPI document describes', () => {
  let t: TestContext;
  let owner: { authorization: string };
  let agentId: string;
  let visitor: { authorization: string };
  let conversationId: string;
  let messageId: string;
  const createdIds = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestContext({
      ...PUBLIC_APP_OPTIONS,
      outboundHttp: NO_NETWORK,
      rateLimit: { max: LARGE, notFoundMax: LARGE, timeWindowMs: 60_000 },
      loginRateLimit: { freeFailuresPerAccountAndAddress: LARGE, freeFailuresPerAddress: LARGE, windowSeconds: 60 },
      publicRateLimit: { perAddressMax: LARGE, newVisitorsPerAddressMax: LARGE, perVisitorMax: LARGE, messagesPerVisitorMax: LARGE, timeWindowMs: 60_000 },
    });
    const session = await t.ownerSession();
    owner = session.headers;
    agentId = session.owner.agentId;
    const started = await t.app.inject({ method: 'POST', url: `/api/v1/public/widget/${agentId}/conversations`, payload: { origin: CONSOLE_ORIGINS[0] } });
    const body = started.json<{ visitor_token: string; conversation_id: string }>();
    visitor = { authorization: `Bearer ${body.visitor_token}` };
    conversationId = body.conversation_id;
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/public/widget/${agentId}/conversations/${conversationId}/messages`,
      headers: visitor,
      payload: { text: '営業時間を教えてください' },
    });
    messageId = /event: start\ndata: \{"message_id":"([^"]+)"/.exec(sent.body)?.[1] ?? randomUUID();
  });
  afterAll(() => t?.close());

  const pathOf = (operation: Operation): string =>
    operation.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
      if (name === 'agentId') return agentId;
      if (name === 'conversationId') return conversationId;
      if (name === 'messageId') return messageId;
      if (name === 'formId') return createdIds.get('/api/v1/forms/') ?? randomUUID();
      if (name === 'version') return '1';
      if (name === 'id') return createdIds.get(operation.path.slice(0, operation.path.indexOf('{id}'))) ?? randomUUID();
      return 'x';
    });

  const send = (operation: Operation, payload: unknown, query = ''): Promise<LightMyRequestResponse> => {
    // The widget's routes name the same bearer scheme, with the visitor token of POST …/conversations.
    const headers = operation.path.includes('/public/widget/') ? visitor : operation.security.includes('bearerAuth') ? owner : {};
    const options: InjectOptions = { method: operation.method as InjectOptions['method'], url: pathOf(operation) + query, headers, payload: payload as InjectOptions['payload'] };
    return t.app.inject(options);
  };

  /** A body the route should take: the settings document as GET reads it, else one generated from the schema. */
  const baselineOf = async (operation: Operation, schema: JsonSchema): Promise<unknown> => {
    if (operation.method === 'PUT' && !operation.path.includes('{')) {
      const current = await t.app.inject({ method: 'GET', url: operation.path, headers: owner });
      if (current.statusCode === 200) return current.json();
    }
    const { generate } = await import('json-schema-faker');
    return withPlausibleValues(await generate(schema, { seed: 7, alwaysFakeOptionals: true, maxItems: 2, useDefaultValue: true }));
  };

  it('answers no 5xx, and refuses unstorable text at the field of a body it would otherwise take', async () => {
    const document = await openApiDocument(t.app);
    const operations = operationsOf(document)
      .filter((operation) => operation.jsonBody)
      // Collections first, so that the routes of one item find an item the baseline created.
      .sort((a, b) => Number(a.path.includes('{id}')) - Number(b.path.includes('{id}')));
    expect(operations.length).toBeGreaterThan(35);

    const serverErrors: string[] = [];
    const misses: string[] = [];
    let accepted = 0;
    let fieldsTried = 0;
    for (const operation of operations) {
      const schema = { ...(operation.jsonBody as JsonSchema), components: document.components };
      const baseline = await baselineOf(operation, schema);
      const base = await send(operation, baseline);
      if (isServerError(operation, base)) serverErrors.push(`${operation.method} ${operation.path} (baseline) → ${base.statusCode}`);
      const baseAccepted = base.statusCode < 300;
      if (baseAccepted) {
        accepted += 1;
        const id = safeId(base);
        if (id && operation.method === 'POST') createdIds.set(operation.path, id);
      }

      for (const path of stringPaths(baseline)) {
        fieldsTried += 1;
        for (const hostile of HOSTILE) {
          const response = await send(operation, withStringAt(baseline, path, hostile.text));
          const where = `${operation.method} ${operation.path} ${path.join('.')} with ${hostile.name}`;
          if (isServerError(operation, response)) serverErrors.push(`${where} → ${response.statusCode} ${response.body.slice(0, 200)}`);
          if (hostile.unstorable && baseAccepted && letThrough(response, path)) {
            misses.push(`${where} → ${response.statusCode} ${response.body.slice(0, 200)}`);
          }
        }
      }
    }

    expect(serverErrors).toEqual([]);
    expect(misses).toEqual([]);
    // The bodies reached the database, not only the schema: most routes took their baseline.
    expect(accepted).toBeGreaterThanOrEqual(operations.length / 2);
    expect(fieldsTried).toBeGreaterThan(100);
  }, 600_000);

  it('refuses unstorable text in every query string parameter the document names, never a 5xx', async () => {
    const document = await openApiDocument(t.app);
    const serverErrors: string[] = [];
    let tried = 0;
    for (const operation of operationsOf(document)) {
      for (const parameter of operation.queryParams.filter((p) => p.schema.type === 'string' || p.schema.type === undefined)) {
        for (const hostile of HOSTILE) {
          tried += 1;
          const query = `?${parameter.name}=${queryEncoded(hostile.text)}`;
          const response = await send(operation, undefined, query);
          if (isServerError(operation, response)) serverErrors.push(`${operation.method} ${operation.path}${query} → ${response.statusCode}`);
        }
      }
    }
    expect(serverErrors).toEqual([]);
    expect(tried).toBeGreaterThan(20);
  }, 300_000);
});

/**
 * The few strings no JSON Schema can describe the rules of, given values of their kind by field name,
 * so that the generated body reaches the route's work instead of stopping at a URL or mail check.
 */
function withPlausibleValues(value: unknown, key = ''): unknown {
  if (typeof value === 'string') {
    if (key === 'origin') return CONSOLE_ORIGINS[0];
    if (key === 'email') return 'visitor@example.com';
    if (key === 'pattern' || key === 'url' || key.endsWith('_url')) return 'https://example.com/faq';
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => withPlausibleValues(item, key));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, withPlausibleValues(item, name)]));
  }
  return value;
}

/** Percent-encoded as a client would send it; a lone surrogate, which encodeURIComponent refuses, as its WTF-8 bytes. */
function queryEncoded(text: string): string {
  return Array.from(text, (char) => (/^[\ud800-\udfff]$/.test(char) ? '%ED%A0%80' : encodeURIComponent(char))).join('');
}

/** A 500, or a 5xx the operation does not document (a documented 502 says an owner's engine did not answer). */
function isServerError(operation: Operation, response: LightMyRequestResponse): boolean {
  return response.statusCode >= 500 && (response.statusCode === 500 || !(String(response.statusCode) in operation.responses));
}

function safeId(response: LightMyRequestResponse): string | null {
  try {
    const body = response.json<{ id?: unknown }>();
    return typeof body.id === 'string' ? body.id : null;
  } catch {
    return null;
  }
}

/**
 * Whether unstorable text got past the API: taken as it was (a 2xx that did not clean it), or refused
 * without naming its field. Refusals made before the body is read (a route's own rate limit) say nothing either way.
 */
function letThrough(response: LightMyRequestResponse, path: Path): boolean {
  if (response.statusCode < 300) return !storedClean(response);
  return response.statusCode === 400 && !refusedAtField(response, path);
}

function refusedAtField(response: LightMyRequestResponse, path: Path): boolean {
  if (response.statusCode !== 400) return false;
  const fields = safeFields(response);
  const key = path.join('.');
  // A field inside a list may be reported at the list entry its schema checks as a whole.
  return Object.keys(fields).some((field) => field === key || key.startsWith(`${field}.`));
}

function safeFields(response: LightMyRequestResponse): Record<string, string> {
  try {
    return response.json<{ fields?: Record<string, string> }>().fields ?? {};
  } catch {
    return {};
  }
}

/**
 * A 2xx whose answer holds neither a NUL nor a lone surrogate, raw (an event stream) or escaped
 * (JSON writes them as \u0000 and \ud800): the contract cleaned the text (the visitor's message).
 */
function storedClean(response: LightMyRequestResponse): boolean {
  const escaped = /\\u0000|\\ud[89ab][0-9a-f]{2}(?!\\ud[c-f])|(?<!\\ud[89ab][0-9a-f]{2})\\ud[c-f][0-9a-f]{2}/i;
  return response.statusCode < 300 && !hasUnstorableText(response.body) && !escaped.test(response.body);
}
