/**
 * The URL pattern cases of the shared-contracts suites, in one place: the compiler's own
 * (compile-url-pattern.test.ts), the page rules' (widget/page-rule-match.test.ts), the patterns and
 * pages every matcher must agree on (page-rule-parity.test.ts), and the first-match cases of
 * createUrlMatcher (create-url-matcher.test.ts). url-pattern-regexp.test.ts checks the loader's
 * compiled rules against the compiler on every one of them.
 */

/** A pattern, a page, and whether the pattern covers the page. */
export type UrlPatternCase = readonly [pattern: string, url: string, covers: boolean];

/** Valid patterns on http(s) pages. */
export const COMPILER_CASES: readonly UrlPatternCase[] = [
  // wildcards in the path
  ['https://example.com/private/*', 'https://example.com/private/a/b/c.html', true],
  ['https://example.com/private/*', 'https://example.com/private/', true],
  ['https://example.com/private/*', 'https://example.com/private', true],
  ['https://example.com/private/*', 'https://example.com/privateer', false],
  ['https://example.com/private/*', 'https://example.com/public/private/x', false],
  ['https://example.com/*/edit', 'https://example.com/posts/1/edit', true],
  ['https://example.com/*/edit', 'https://example.com/posts/1/editor', false],
  ['https://example.com/*', 'https://example.com/', true],
  ['https://example.com/*', 'https://example.com', true],
  ['https://example.com/file*', 'https://example.com/file-1.pdf', true],
  // wildcards in the query, and queries ignored unless the pattern has one
  ['https://example.com/item?id=*', 'https://example.com/item?id=42', true],
  ['https://example.com/item?id=*', 'https://example.com/item?ref=1', false],
  ['https://example.com/item?id=*', 'https://example.com/item', false],
  ['https://example.com/item', 'https://example.com/item?utm_source=x', true],
  ['https://example.com/search?q=*secret*', 'https://example.com/search?q=top%20secret%20doc', true],
  // the fragment never counts
  ['https://example.com/a', 'https://example.com/a#section', true],
  ['https://example.com/a#top', 'https://example.com/a', true],
  // host wildcard: subdomains only
  ['https://*.example.com/*', 'https://shop.example.com/cart', true],
  ['https://*.example.com/*', 'https://a.b.example.com/', true],
  ['https://*.example.com/*', 'https://example.com/', false],
  ['https://*.example.com/*', 'https://badexample.com/', false],
  ['https://*.example.com/*', 'https://example.com.evil.test/', false],
  // case: scheme and host without, path with
  ['HTTPS://EXAMPLE.com/Private/*', 'https://example.COM/Private/x', true],
  ['https://example.com/private/*', 'https://example.com/PRIVATE/x', false],
  // schemes and ports
  ['https://example.com/*', 'http://example.com/', false],
  ['https://example.com:443/*', 'https://example.com/a', true],
  ['https://example.com/*', 'https://example.com:443/a', true],
  ['http://example.com:80/a', 'http://example.com/a', true],
  ['https://example.com/*', 'https://example.com:8443/a', false],
  ['https://example.com:8443/*', 'https://example.com:8443/a', true],
  // trailing slash either way, and the top page
  ['https://example.com/faq', 'https://example.com/faq/', true],
  ['https://example.com/faq/', 'https://example.com/faq', true],
  ['https://example.com/faq', 'https://example.com/faq/more', false],
  ['https://example.com', 'https://example.com/', true],
  ['https://example.com', 'https://example.com/page', false],
  // percent-encoding and other spellings of one URL
  ['https://example.com/東京/*', 'https://example.com/%e6%9d%b1%e4%ba%ac/tower', true],
  ['https://example.com/%E6%9D%B1%E4%BA%AC', 'https://example.com/東京', true],
  ['https://example.com/~user/*', 'https://example.com/%7Euser/page', true],
  ['https://example.com/a%20b', 'https://example.com/a b', true],
  ['https://example.com/a/b', 'https://example.com/a/./x/../b', true],
  ['https://例え.jp/*', 'https://xn--r8jz45g.jp/a', true],
  ['https://example.com/*', 'https://example.com./a', true],
  ['https://example.com/*', 'https://user:pass@example.com/a', true],
];

/** As the page rules read them: a pattern the URL settings refuse, or a page that is no URL, covers nothing. */
export const PAGE_RULE_CASES: readonly UrlPatternCase[] = [
  ['https://example.com/private/*', 'https://EXAMPLE.com/private/a/b?c=1', true],
  ['https://example.com/private/*', 'https://example.com/private', true],
  ['https://example.com/private/*', 'https://example.com/privateer', false],
  ['https://example.com/private/*', 'https://example.com/Private/a', false],
  ['https://example.com/private/*', 'http://example.com/private/a', false],
  ['https://example.com', 'https://example.com/', true],
  ['https://example.com', 'https://example.com/about', false],
  // default ports are no port; other ports must be equal
  ['https://example.com:443/*', 'https://example.com/a', true],
  ['https://example.com/*', 'https://example.com:8443/a', false],
  // one trailing slash forgiven either way
  ['https://example.com/faq', 'https://example.com/faq/', true],
  ['https://example.com/faq/', 'https://example.com/faq', true],
  // the query counts only when the pattern has one; the fragment never
  ['https://example.com/item', 'https://example.com/item?utm_source=x', true],
  ['https://example.com/item?id=*', 'https://example.com/item?ref=1', false],
  ['https://example.com/item?id=*', 'https://example.com/item?id=42', true],
  ['https://example.com/a#top', 'https://example.com/a#other', true],
  // percent-encoding spellings of one path
  ['https://example.com/~user/*', 'https://example.com/%7Euser/page', true],
  ['https://example.com/東京/*', 'https://example.com/%e6%9d%b1%e4%ba%ac/tower', true],
  // *. is any subdomain, never the bare domain, never another site with the name in its path
  ['https://*.example.com/*', 'https://shop.example.com/cart', true],
  ['https://*.example.com/*', 'https://example.com/', false],
  ['https://*.example.com/*', 'https://evil.test/a.example.com/x', false],
  ['https://*.example.com/*', 'https://example.com.evil.test/x', false],
  // pattern text is literal, not a regular expression
  ['https://example.com/a+b(c)', 'https://example.com/a+b(c)', true],
  ['https://example.com/a.b', 'https://example.com/axb', false],
  // patterns the URL settings refuse cover nothing
  ['https://exa*mple.com/*', 'https://example.com/', false],
  ['https://user@example.com/*', 'https://example.com/', false],
  ['https://example.com/a b', 'https://example.com/a%20b', false],
  ['ftp://example.com/*', 'ftp://example.com/a', false],
  ['https://example.com/*', 'not a url', false],
];

/** Patterns tried on every page of PARITY_URLS. */
export const PARITY_PATTERNS: readonly string[] = [
  'https://example.com/private/*',
  'https://example.com/*/edit',
  'https://example.com/*',
  'https://example.com/file*',
  'https://example.com/item?id=*',
  'https://example.com/item',
  'https://example.com/search?q=*secret*',
  'https://example.com/a#top',
  'https://*.example.com/*',
  'HTTPS://EXAMPLE.com/Private/*',
  'https://example.com:443/*',
  'http://example.com:80/a',
  'https://example.com:8443/*',
  'https://example.com/faq',
  'https://example.com/faq/',
  'https://example.com',
  'https://example.com/東京/*',
  'https://example.com/%E6%9D%B1%E4%BA%AC',
  'https://example.com/~user/*',
  'https://example.com/a%20b',
  'https://例え.jp/*',
  ' https://example.com/trimmed ',
  // refused by the URL settings: they cover nothing on either side
  'https://exa*mple.com/',
  'https://*.*.example.com/',
  'https://example.com:*/',
  'https://user@example.com/',
  'https://example.com/a b',
  'https://example.com\\a',
  'https:///path',
  'ftp://example.com/*',
];

export const PARITY_URLS: readonly string[] = [
  'https://example.com/',
  'https://example.com',
  'https://example.com/private',
  'https://example.com/private/a/b/c.html',
  'https://example.com/privateer',
  'https://example.com/PRIVATE/x',
  'https://example.com/Private/x',
  'https://example.com/posts/1/edit',
  'https://example.com/posts/1/editor',
  'https://example.com/file-1.pdf',
  'https://example.com/item?id=42',
  'https://example.com/item?ref=1',
  'https://example.com/item',
  'https://example.com/search?q=top%20secret%20doc',
  'https://example.com/a#section',
  'https://shop.example.com/cart',
  'https://a.b.example.com/',
  'https://badexample.com/',
  'https://example.com.evil.test/',
  'http://example.com/',
  'http://example.com/a',
  'https://example.com:443/a',
  'https://example.com:8443/a',
  'https://example.com/faq/',
  'https://example.com/faq',
  'https://example.com/faq/more',
  'https://example.com/%e6%9d%b1%e4%ba%ac/tower',
  'https://example.com/東京',
  'https://example.com/%7Euser/page',
  'https://example.com/a b',
  'https://xn--r8jz45g.jp/a',
  'https://example.com./a',
  'https://user:pass@example.com/a',
  'https://example.com/trimmed/',
];

const LONG_PATH = `https://a.jp/${'a'.repeat(10_000)}`;
/** A pattern full of stars on a 10,000-character URL: no matcher may backtrack its way through it. */
export const STAR_CASES: readonly UrlPatternCase[] = [
  ['https://a.jp/*a*a*a*a*a*b', LONG_PATH, false],
  ['https://a.jp/*a*a*a*a*a*b', `${LONG_PATH}b`, true],
  [`https://a.jp/${'*a'.repeat(200)}b`, LONG_PATH, false],
];

/** createUrlMatcher's list, in order. */
export const MATCHER_ENTRIES = [
  { id: 'private', pattern: 'https://example.com/private/*' },
  { id: 'shop', pattern: 'https://*.example.com/*' },
  { id: 'all', pattern: 'https://example.com/*' },
  { id: 'other', pattern: 'https://other.test/page' },
] as const;

/** A page and the id of the first entry of MATCHER_ENTRIES that covers it (null: none, or no http(s) URL). */
export const MATCHER_CASES: ReadonlyArray<readonly [url: string, id: string | null]> = [
  ['https://example.com/private/x', 'private'],
  ['https://example.com/public', 'all'],
  ['https://a.shop.example.com/cart', 'shop'],
  ['https://OTHER.test/page/', 'other'],
  ['https://other.test/', null],
  ['https://example.org/private/x', null],
  ['http://example.com/private/x', null],
  ['javascript:alert(1)', null],
  ['ftp://example.com/private/x', null],
  ['example.com/private/x', null],
];
