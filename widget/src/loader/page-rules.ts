import type { WidgetBoot } from 'shared-contracts';

export type BootPageRule = WidgetBoot['page_rules'][number];

/**
 * Whether `text` is `pattern` with each `*` standing for any run of characters. Greedy with one
 * backtrack point (as the API's glob-match.ts), so an owner's pattern full of stars stays linear-ish.
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
    } else if (p < pattern.length && pattern[p] === text[t]) {
      p++;
      t++;
    } else if (star >= 0) {
      p = star + 1;
      t = ++mark;
    } else return false;
  }
  while (pattern[p] === '*') p++;
  return p === pattern.length;
}

/**
 * A browser-sized version of the API's url-pattern matcher (api/src/runtime/url-pattern): scheme,
 * host (with `*.` for subdomains, never the bare domain) and port compare without case, the path
 * with case and `*` across slashes, one trailing slash forgiven, /x/* covering /x, no path meaning
 * the top page only, the query compared only when the pattern has one, fragments never.
 */
export function urlPatternMatches(pattern: string, href: string): boolean {
  let url: URL;
  let target: URL;
  const written = pattern.trim();
  const scheme = /^(https?):\/\//i.exec(written);
  if (!scheme) return false;
  const afterScheme = written.slice(scheme[0].length);
  const authority = afterScheme.split(/[/?#]/, 1)[0] ?? '';
  const subdomains = authority.startsWith('*.');
  try {
    url = new URL(href);
    target = new URL(`${scheme[1]}://${subdomains ? authority.slice(2) : authority}${afterScheme.slice(authority.length)}`);
  } catch {
    return false;
  }
  const host = (u: URL) => u.hostname.replace(/\.$/, '');
  if (url.protocol !== target.protocol || url.port !== target.port) return false;
  if (subdomains ? !host(url).endsWith(`.${host(target)}`) : host(url) !== host(target)) return false;
  // The URL parser escapes `*` nowhere in a path, so the pattern's stars survive as written.
  const path = target.pathname;
  const seen = url.pathname;
  const pathOk =
    globMatch(path, seen) ||
    (path !== '/' &&
      (path.endsWith('/*') ? globMatch(path.slice(0, -2), seen) : path.endsWith('/') ? globMatch(path.slice(0, -1), seen) : !path.endsWith('*') && globMatch(`${path}/`, seen)));
  if (!pathOk) return false;
  return target.search === '' || globMatch(target.search.slice(1), url.search.slice(1));
}

/** The first rule, from the top, whose pattern covers `href`. */
export function firstMatchingRule(rules: readonly BootPageRule[], href: string): BootPageRule | null {
  return rules.find((rule) => urlPatternMatches(rule.pattern, href)) ?? null;
}
