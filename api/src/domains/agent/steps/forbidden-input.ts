import type { ForbiddenWordMatcher } from '../normalise';

export interface ForbiddenInputHit {
  /** The entry as the owner wrote it, for the trace. */
  word: string;
}

/**
 * A visitor message holding a forbidden word is not answered at all: the runtime replies with the
 * refusal fixed message and the message never reaches retrieval or an LLM.
 */
export function findForbiddenInput(matcher: ForbiddenWordMatcher, text: string): ForbiddenInputHit | null {
  const hit = matcher.match(text);
  return hit ? { word: hit.value } : null;
}
