/**
 * The loader's side of the page rules (`shared-contracts/widget-page-rules`), sent to every visitor's
 * page, so a few lines and no compiler: the API turns each rule's URL pattern into a regular
 * expression when it serves widget.js (../url-pattern/url-pattern-regexp.ts), which this tests
 * against the page's key. Both decide as the one URL pattern compiler does (compile-url-pattern.ts).
 */

/** What the key is made of: `location`, or a URL. */
export type PageAddress = Pick<URL, 'protocol' | 'hostname' | 'port' | 'pathname' | 'search'>;

/**
 * `<scheme>://<host>:<port><path>?<query>`, always with the `:` and the `?` (the fragment never
 * counts), every escape of an unreserved character decoded and the others in upper case (RFC 3986
 * §6.2.2, as url-pattern/normalise-percent-encoding.ts): /%7euser is /~user, %e6 is %E6.
 */
export function pageKey(page: PageAddress): string {
  const key = `${page.protocol}//${page.hostname}:${page.port}${page.pathname}?${page.search.slice(1)}`;
  return key.replace(/%([\da-f]{2})/gi, (escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return /[\w.~-]/.test(char) ? char : escape.toUpperCase();
  });
}

/** The first rule, from the top, whose `match` covers `page`, or undefined. */
export function firstBootPageRule<T extends { match: string }>(rules: readonly T[], page: PageAddress): T | undefined {
  const key = pageKey(page);
  return rules.find((rule) => new RegExp(rule.match).test(key));
}
