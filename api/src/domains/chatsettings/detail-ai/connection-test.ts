import type { ConnectionTestResponse, Engine } from 'shared-contracts';
import { connectionTestMessages as says } from '#src/errors/messages';
import { describeOutboundFailure } from '#src/errors/outbound-failure';
import { type SafeFetch, SafeFetchError, type SafeResponse } from '#src/lib/safe-fetch/index';

export interface ConnectionTestInput {
  engine: Engine;
  /** The key to try: the one on screen, or the stored one when the provider is unchanged. */
  apiKey: string | undefined;
  safeFetch: SafeFetch;
  anthropicBaseUrl: string;
  timeoutMs: number;
}

const ANTHROPIC_VERSION = '2023-06-01';
// Small answers only: a model list or a one-token reply.
const MAX_RESPONSE_BYTES = 2 * 1024 * 1024;

/**
 * One small, cheap call to the provider with the settings on screen. OpenAI-compatible servers are
 * asked for their model list (no tokens spent, and Ollama answers it without a key); Anthropic has no
 * list call worth trusting for the key, so it gets a one-token message.
 */
export async function runConnectionTest(input: ConnectionTestInput): Promise<ConnectionTestResponse> {
  const { engine, apiKey } = input;
  if (engine.type === 'builtin') return { ok: true, message: says.builtin };
  if (engine.type === 'anthropic' && !apiKey) return { ok: false, message: says.apiKeyMissing };

  let response: SafeResponse;
  try {
    response =
      engine.type === 'openai_compatible'
        ? await input.safeFetch(`${engine.base_url.replace(/\/+$/, '')}/models`, {
            headers: { accept: 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
            timeoutMs: input.timeoutMs,
            maxResponseBytes: MAX_RESPONSE_BYTES,
          })
        : await input.safeFetch(`${input.anthropicBaseUrl}/v1/messages`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-api-key': apiKey ?? '',
              'anthropic-version': ANTHROPIC_VERSION,
            },
            body: JSON.stringify({ model: engine.model, max_tokens: 1, messages: [{ role: 'user', content: 'ping' }] }),
            timeoutMs: input.timeoutMs,
            maxResponseBytes: MAX_RESPONSE_BYTES,
          });
  } catch (error) {
    if (error instanceof SafeFetchError) return { ok: false, message: describeOutboundFailure(error, input.timeoutMs) };
    throw error;
  }

  const failure = statusFailure(response.status);
  if (failure) return { ok: false, message: failure };
  if (engine.type === 'anthropic') return { ok: true, message: says.ok(engine.model) };
  return judgeModelList(response, engine.model);
}

function statusFailure(status: number): string | null {
  if (status >= 200 && status < 300) return null;
  if (status === 401 || status === 403) return says.invalidApiKey;
  if (status === 404) return says.notFound;
  if (status === 429) return says.rateLimited;
  if (status === 400 || status === 422) return says.badRequest(status);
  return says.otherStatus(status);
}

/** `{ data: [{ id }] }` is the OpenAI shape; a server that lists models must list the one chosen. */
function judgeModelList(response: SafeResponse, model: string): ConnectionTestResponse {
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return { ok: false, message: says.notAnApi };
  }
  if (typeof body !== 'object' || body === null) return { ok: false, message: says.notAnApi };
  const data = 'data' in body ? body.data : undefined;
  if (!Array.isArray(data) || data.length === 0) return { ok: true, message: says.ok(model) };
  const ids = data.map((entry: unknown) => (typeof entry === 'object' && entry !== null && 'id' in entry ? entry.id : undefined));
  return ids.includes(model) ? { ok: true, message: says.ok(model) } : { ok: false, message: says.modelNotListed(model) };
}
