/**
 * Matches a page URL against the owner's URL patterns (url-settings page rules) exactly as
 * url-pattern.ts describes them: `*` stands for any run of characters, `/` included, except in the
 * host, where a leading `*.` stands for any sub-domain; scheme and host compare without case. No
 * imports: the loader uses it (`shared-contracts/widget-page-rules`) as the API does.
 */

const SPECIAL = /[.+?^${}()|[\]\\]/g;

function literal(text: string): string {
  return text.replace(SPECIAL, '\\$&');
}

const compiled = new Map<string, RegExp | null>();

function compile(pattern: string): RegExp | null {
  const schemeEnd = pattern.indexOf('://');
  if (schemeEnd < 0) return null;
  const afterScheme = pattern.slice(schemeEnd + 3);
  const authorityLength = afterScheme.search(/[/?#]/);
  const authority = authorityLength < 0 ? afterScheme : afterScheme.slice(0, authorityLength);
  // A pattern without a path names the site's first page, as the browser writes it: with "/".
  const rest = authorityLength < 0 ? '/' : afterScheme.slice(authorityLength);
  const scheme = pattern.slice(0, schemeEnd).toLowerCase();
  const host = authority.toLowerCase();
  const hostSource = host.startsWith('*.') ? `[^/?#@]*\\.${literal(host.slice(2))}` : literal(host);
  const restSource = rest.split('*').map(literal).join('.*');
  try {
    return new RegExp(`^${literal(scheme)}://${hostSource}${restSource}$`);
  } catch {
    return null;
  }
}

/** The page's URL with its scheme and host in lower case, as patterns compare them. */
function comparable(url: string): string | null {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol.toLowerCase()}//${parsed.host.toLowerCase()}${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return null;
  }
}

export function matchesUrlPattern(pattern: string, url: string): boolean {
  let regex = compiled.get(pattern);
  if (regex === undefined) {
    regex = compile(pattern);
    if (compiled.size > 500) compiled.clear();
    compiled.set(pattern, regex);
  }
  const target = comparable(url);
  return regex !== null && target !== null && regex.test(target);
}

/** The first rule whose pattern matches `url` (rules are checked from the top), or undefined. */
export function firstMatchingRule<T extends { pattern: string }>(rules: readonly T[], url: string): T | undefined {
  return rules.find((rule) => matchesUrlPattern(rule.pattern, url));
}
