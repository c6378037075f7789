import { onFirstUse } from '#src/lib/modules/on-first-use';
import { agentLabels } from '../labels';
import { OutboundAddressRefusedError } from './guarded-fetch';

// The AI SDK is loaded by the first provider call (the built-in responder never needs it).
const loadAi = onFirstUse<typeof import('ai')>('ai');

/** A provider call that gave no usable answer; `reason` is Japanese and goes to the owner's trace only. */
export class LlmFailure extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'LlmFailure';
  }
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError' || /timed? ?out/i.test(error.message));
}

/** The guard's refusal, under however many wrappers the provider SDK and fetch put around it. */
function refusedByAddressPolicy(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    if (e instanceof OutboundAddressRefusedError) return true;
  }
  return false;
}

/** What went wrong with a provider call, in words an owner can act on (never a stack or a key). */
export function describeLlmFailure(error: unknown): string {
  const says = agentLabels.llmFailure;
  if (refusedByAddressPolicy(error)) return says.refusedAddress;
  if (loadAi().APICallError.isInstance(error)) {
    const status = error.statusCode ?? null;
    if (status === 401 || status === 403) return says.unauthorized;
    if (status === 429) return says.rateLimited;
    if (status === null) return isTimeout(error.cause) ? says.timeout : says.unreachable;
    return says.other(status);
  }
  if (isTimeout(error)) return says.timeout;
  if (error instanceof TypeError) return says.unreachable;
  return says.other(null);
}
