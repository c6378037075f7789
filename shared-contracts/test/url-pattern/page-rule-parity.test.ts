import { firstMatchingRule, matchesUrlPattern } from '../../src/widget/page-rule-match';
import { compileUrlPattern, createUrlMatcher, parseHttpUrl } from '../../src/url-pattern';

// The loader (on the visitor's page) and GET …/config (for a page's greeting) pick the page rule
// with shared-contracts' small matcher; the URL settings describe patterns as the runtime's
// url-pattern compiler reads them. Both must agree on every pattern and page.
const patterns = [
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

const urls = [
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

function runtimeCovers(pattern: string, url: string): boolean {
  const parts = parseHttpUrl(url);
  if (parts === null) return false;
  try {
    return compileUrlPattern(pattern).matches(parts);
  } catch {
    return false;
  }
}

describe('the page-rule matcher of the loader and GET …/config', () => {
  it.each(patterns)('reads %s as the url-pattern compiler does, on every page', (pattern) => {
    const disagreements = urls.filter((url) => matchesUrlPattern(pattern, url) !== runtimeCovers(pattern, url));
    expect(disagreements).toEqual([]);
  });

  it('picks the same first rule as the runtime matcher', () => {
    const rules = patterns.map((pattern, id) => ({ pattern, id }));
    // Rotations put every pattern first once, so each first match is tried against the others.
    for (let shift = 0; shift < rules.length; shift += 1) {
      const ordered = [...rules.slice(shift), ...rules.slice(0, shift)];
      const runtime = createUrlMatcher(ordered);
      for (const url of urls) {
        expect({ url, id: firstMatchingRule(ordered, url)?.id ?? null }).toEqual({ url, id: runtime.match(url)?.id ?? null });
      }
    }
  });
});
