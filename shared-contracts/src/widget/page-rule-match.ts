/**
 * Matches a page URL against the owner's URL patterns (url-settings page rules), for GET …/config (a
 * page's greeting). A thin wrapper over the one URL pattern compiler (../url-pattern,
 * `shared-contracts/url-pattern`), which the agent runtime's output guard and the forbidden URL list
 * use as well, so every side reads a pattern the same way (compile-url-pattern.ts says how). The
 * loader decides with the rules compiled into regular expressions instead (boot-page-rule.ts).
 */
import { compileUrlPattern } from '../url-pattern/compile-url-pattern';
import { parseHttpUrl } from '../url-pattern/http-url';

export { globMatch } from '../url-pattern/glob-match';

/** Whether the owner's `pattern` covers the page at `url`; a pattern the API would refuse covers nothing. */
export function matchesUrlPattern(pattern: string, url: string): boolean {
  const page = parseHttpUrl(url);
  if (page === null) return false;
  try {
    return compileUrlPattern(pattern).matches(page);
  } catch {
    return false;
  }
}

/** The first rule whose pattern matches `url` (rules are checked from the top), or undefined. */
export function firstMatchingRule<T extends { pattern: string }>(rules: readonly T[], url: string): T | undefined {
  return rules.find((rule) => matchesUrlPattern(rule.pattern, url));
}
