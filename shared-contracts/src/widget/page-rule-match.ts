/**
 * Matches a page URL against the owner's URL patterns (url-settings page rules) with the semantics
 * of the API's url-pattern compiler (api/src/domains/agent/url-pattern), which the URL settings document:
 * - scheme, host and port compare without case, a scheme's default port being the same as none;
 * - `*.example.com` covers every subdomain but not example.com itself; no `*` elsewhere in the host;
 * - in the path and query `*` stands for any run of characters, `/` included; the path compares
 *   with case, both sides after percent-encoding normalisation;
 * - one trailing slash is forgiven either way (/faq = /faq/), and /private/* covers /private too;
 * - without a path the pattern names the top page only; without a `?` any query matches;
 *   fragments never count.
 * No imports and no regular expression built from the pattern (a `.*` per `*` backtracks
 * polynomially on long URLs): the loader uses this file (`shared-contracts/widget-page-rules`) as the
 * API does, so both always agree on the first matching rule.
 */

/**
 * Whether `text` is `pattern` with each `*` standing for any run of characters (none included).
 * Greedy with a single backtrack point: at most pattern × text steps, whatever the stars.
 */
export function globMatch(pattern: string, text: string): boolean {
  let p = 0;
  let t = 0;
  let star = -1;
  let mark = 0;
  while (t < text.length) {
    if (pattern[p] === '*') {
      star = p++;
      mark = t;
    } else if (pattern[p] === text[t]) {
      p++;
      t++;
    } else if (star < 0) {
      return false;
    } else {
      p = star + 1;
      t = ++mark;
    }
  }
  while (pattern[p] === '*') p++;
  return p === pattern.length;
}

/** RFC 3986 §6.2.2: escapes of unreserved characters decoded (%7E → ~), the rest in upper case. */
function normalise(component: string): string {
  return component.replace(/%[\da-f]{2}/gi, (escape) => {
    const char = String.fromCharCode(parseInt(escape.slice(1), 16));
    return /[\w.~-]/.test(char) ? char : escape.toUpperCase();
  });
}

function host(url: URL): string {
  return url.hostname.replace(/\.$/, '');
}

/**
 * One trailing slash forgiven either way and /x/* covering /x: the path against the pattern, else
 * against the pattern without its trailing `/` or `/*`, or with a `/` added. (A pattern ending in
 * another `*` already covers the added `/`; "/" without its slash is "", which no path is.)
 */
function pathMatches(pattern: string, path: string): boolean {
  const trimmed = pattern.replace(/\/\*?$/, '');
  return globMatch(pattern, path) || globMatch(trimmed === pattern ? `${pattern}/` : trimmed, path);
}

/** Whether the owner's `pattern` covers the page at `url`; a pattern the API would refuse covers nothing. */
export function matchesUrlPattern(pattern: string, url: string): boolean {
  const written = pattern.trim();
  const scheme = /^(https?):\/\/([^/?#]*)/i.exec(written);
  if (!scheme || /[\s\\]/.test(written)) return false;
  const writtenAuthority = scheme[2] ?? '';
  const subdomains = writtenAuthority.startsWith('*.');
  const authority = subdomains ? writtenAuthority.slice(2) : writtenAuthority;
  if (!authority || /[*@]/.test(authority)) return false;
  let page: URL;
  let target: URL;
  try {
    page = new URL(url);
    // The URL parser escapes no `*` in a path or query, so the pattern's stars survive as written.
    target = new URL(`${scheme[1] ?? ''}://${authority}${written.slice(scheme[0].length)}`);
  } catch {
    return false;
  }
  return (
    page.protocol === target.protocol &&
    page.port === target.port &&
    (subdomains ? host(page).endsWith(`.${host(target)}`) : host(page) === host(target)) &&
    pathMatches(normalise(target.pathname), normalise(page.pathname)) &&
    (!target.search || globMatch(normalise(target.search.slice(1)), normalise(page.search.slice(1))))
  );
}

/** The first rule whose pattern matches `url` (rules are checked from the top), or undefined. */
export function firstMatchingRule<T extends { pattern: string }>(rules: readonly T[], url: string): T | undefined {
  return rules.find((rule) => matchesUrlPattern(rule.pattern, url));
}
