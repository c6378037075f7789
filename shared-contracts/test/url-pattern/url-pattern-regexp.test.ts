import { compileUrlPattern, createUrlMatcher, parseHttpUrl, urlPatternRegExp } from '../../src/url-pattern';
import { firstBootPageRule, pageKey } from '../../src/widget/boot-page-rule';
import {
  COMPILER_CASES,
  MATCHER_CASES,
  MATCHER_ENTRIES,
  PAGE_RULE_CASES,
  PARITY_PATTERNS,
  PARITY_URLS,
  STAR_CASES,
  type UrlPatternCase,
} from './url-pattern-cases';

// The loader decides the page rules with the regular expressions the API compiles (urlPatternRegExp)
// over the page's key (pageKey of `location`); everything else reads a pattern with compileUrlPattern.
// On every pattern and page of the shared cases, and on every pairing of them, both must decide alike.

/** Spellings the regular expressions must get right beyond the suites' cases. */
const EDGE_PATTERNS = [
  'https://example.com./*',
  'https://example.com../*',
  'https://*.example.com../*',
  'https://[::1]:3000/*',
  'https://example.com/a?',
  'https://example.com/a?*',
  'https://example.com/$^[x]{1}|(y)+.z',
  'https://example.com/*7E',
  'https://example.com/*%E6*',
  'https://example.com/%7e*',
  'https://example.com/a*b*c*d',
  'https://example.com/*/*/*',
  'https://example.com/?q=a*?*b',
  'https://example.com/*?*=*&*',
  'https://*.co/*',
  'http://localhost:8080/*',
  'https://example.com/**',
  'https://example.com/a**b/',
];
const EDGE_URLS = [
  'https://example.com../a',
  'https://a.example.com../a',
  'https://a.example.com./a',
  'https://[::1]:3000/a',
  'https://[::1]/a',
  'https://example.com/a?',
  'https://example.com/a?x',
  'https://example.com/$^[x]{1}|(y)+.z',
  'https://example.com/%7E',
  'https://example.com/%7e',
  'https://example.com/x%e6%9d%b1y',
  'https://example.com/aXbYcZd',
  'https://example.com/abcdd',
  'https://example.com/abdc',
  'https://example.com/1/2/3',
  'https://example.com/1/2',
  'https://example.com/?q=a?b',
  'https://example.com/?q=ab',
  'https://example.com/x?k=v&w=z',
  'https://x.co/',
  'http://localhost:8080/',
  'https://example.com/a%3Fb',
  'https://example.com/a#b?c',
  'https://example.com:443/?',
  'https://.example.com/',
  'https://example.com/ab',
  'https://example.com/a-b/',
];

const CASES: readonly UrlPatternCase[] = [...COMPILER_CASES, ...PAGE_RULE_CASES, ...STAR_CASES];
const PATTERNS = [...new Set([...CASES.map(([pattern]) => pattern), ...MATCHER_ENTRIES.map((entry) => entry.pattern), ...PARITY_PATTERNS, ...EDGE_PATTERNS])];
const URLS = [...new Set([...CASES.map(([, url]) => url), ...MATCHER_CASES.map(([url]) => url), ...PARITY_URLS, ...EDGE_URLS])];

/** The address bar after the browser read `url`: where a visitor can be; null for text that is no URL. */
function visited(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** What the loader used to decide, and GET …/config decides: the compiler on the page's address. */
function compilerCovers(pattern: string, page: URL): boolean {
  const parts = parseHttpUrl(page.href);
  if (parts === null) return false;
  try {
    return compileUrlPattern(pattern).matches(parts);
  } catch {
    return false;
  }
}

/** What the loader decides now: the rule as widget.js carries it, on `location`. */
function loaderCovers(pattern: string, page: URL): boolean {
  const match = urlPatternRegExp(pattern);
  return match !== null && firstBootPageRule([{ match }], page) !== undefined;
}

describe('the page rules compiled for the loader', () => {
  it.each(CASES)('%s covers %s: %s', (pattern, url, expected) => {
    const page = visited(url);
    // Text that is no URL is no page a visitor can be on: no rule covers it.
    if (page === null) expect(expected).toBe(false);
    else expect(loaderCovers(pattern, page)).toBe(expected);
  });

  it.each(PATTERNS)('reads %s as compileUrlPattern does, on every page of every case', (pattern) => {
    const disagreements = URLS.flatMap((url) => {
      const page = visited(url);
      return page && loaderCovers(pattern, page) !== compilerCovers(pattern, page) ? [url] : [];
    });
    expect(disagreements).toEqual([]);
  });

  it('compiles exactly the patterns the compiler accepts; the others cover nothing', () => {
    for (const pattern of PATTERNS) {
      let compiles = true;
      try {
        compileUrlPattern(pattern);
      } catch {
        compiles = false;
      }
      expect({ pattern, compiled: urlPatternRegExp(pattern) !== null }).toEqual({ pattern, compiled: compiles });
    }
  });

  it('picks the same first rule as createUrlMatcher, the refused patterns left out as widget.js leaves them', () => {
    const bootRules = (entries: ReadonlyArray<{ id: string | number; pattern: string }>) =>
      entries.flatMap(({ id, pattern }) => {
        const match = urlPatternRegExp(pattern);
        return match === null ? [] : [{ id, match }];
      });
    const matcherRules = bootRules(MATCHER_ENTRIES);
    for (const [url, id] of MATCHER_CASES) {
      const page = visited(url);
      expect({ url, id: page && (firstBootPageRule(matcherRules, page)?.id ?? null) }).toEqual({ url, id });
    }
    // Rotations put every pattern first once, so each first match is tried against the others.
    const rules = PATTERNS.map((pattern, id) => ({ pattern, id }));
    for (let shift = 0; shift < rules.length; shift += 1) {
      const ordered = [...rules.slice(shift), ...rules.slice(0, shift)];
      const runtime = createUrlMatcher(ordered);
      const compiled = bootRules(ordered);
      for (const url of URLS) {
        const page = visited(url);
        if (page) expect({ url, id: firstBootPageRule(compiled, page)?.id ?? null }).toEqual({ url, id: runtime.match(page.href)?.id ?? null });
      }
    }
  });

  it('keys a page as the compiler reads it: escapes normalised, userinfo and fragment dropped, always a port and a query mark', () => {
    expect(pageKey(new URL('https://u:p@EXAMPLE.com:443/%7euser/%e6%9d%b1?q=%7e%2f#frag'))).toBe('https://example.com:/~user/%E6%9D%B1?q=~%2F');
    expect(pageKey(new URL('http://localhost:8080/'))).toBe('http://localhost:8080/?');
  });

  it('writes the pattern as a literal, anchored expression', () => {
    expect(urlPatternRegExp('https://shop.example.jp/checkout/*')).toBe('^https://shop\\.example\\.jp\\.?:(?:/checkout/[^?]*|/checkout)\\?');
    expect(urlPatternRegExp('https://*.example.jp/a?id=*x*')).toBe('^https://[^/:]*\\.example\\.jp\\.?:(?:/a|/a/)\\?id=(?=([^]*?x))\\1[^]*$');
  });
});
