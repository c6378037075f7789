import type { TryItResponse } from 'shared-contracts';
import type { ForbiddenEntryRow } from '#src/db/schema/index';
import { createForbiddenWordMatcher } from '../../agent/normalise';
import { createUrlMatcher } from 'shared-contracts/url-pattern';

/** The "try it" box, with the same matchers the agent runtime uses. */
export function tryWord(entries: readonly ForbiddenEntryRow[], text: string): TryItResponse {
  const hit = createForbiddenWordMatcher(entries.map((entry) => ({ id: entry.id, value: entry.value }))).match(text);
  return hit ? { caught: true, entry: { id: hit.id, value: hit.value } } : { caught: false };
}

export function tryUrl(entries: readonly ForbiddenEntryRow[], url: string): TryItResponse {
  const hit = createUrlMatcher(entries.map((entry) => ({ id: entry.id, value: entry.value, pattern: entry.value }))).match(url);
  return hit ? { caught: true, entry: { id: hit.id, value: hit.value } } : { caught: false };
}
