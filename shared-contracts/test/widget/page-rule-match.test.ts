import { firstMatchingRule, globMatch, matchesUrlPattern } from '../../src/widget/page-rule-match';

describe('globMatch', () => {
  it.each([
    ['', '', true],
    ['*', '', true],
    ['*', 'anything/at/all', true],
    ['a*c', 'abbbc', true],
    ['a*c', 'abbbcd', false],
    ['*a*b', 'xxaxxbxxb', true],
    ['*a*b', 'xxaxxbxxa', false],
    ['a**b', 'ab', true],
    ['abc', 'abd', false],
    ['ab', 'abc', false],
  ])('%s against %s: %s', (pattern, text, expected) => {
    expect(globMatch(pattern, text)).toBe(expected);
  });
});

describe('page rule matching (the semantics of the API url-pattern compiler)', () => {
  it.each([
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
  ])('%s covers %s: %s', (pattern, url, expected) => {
    expect(matchesUrlPattern(pattern, url)).toBe(expected);
  });

  it('answers a pattern full of stars on a 10,000-character URL (no regular-expression backtracking)', () => {
    const long = `https://a.jp/${'a'.repeat(10_000)}`;
    expect(matchesUrlPattern('https://a.jp/*a*a*a*a*a*b', long)).toBe(false);
    expect(matchesUrlPattern('https://a.jp/*a*a*a*a*a*b', `${long}b`)).toBe(true);
    expect(matchesUrlPattern(`https://a.jp/${'*a'.repeat(200)}b`, long)).toBe(false);
  });

  it('picks the first rule from the top', () => {
    const rules = [
      { pattern: 'https://example.com/faq/*', id: 1 },
      { pattern: 'https://example.com/*', id: 2 },
    ];
    expect(firstMatchingRule(rules, 'https://example.com/faq/1')?.id).toBe(1);
    expect(firstMatchingRule(rules, 'https://example.com/faq')?.id).toBe(1);
    expect(firstMatchingRule(rules, 'https://example.com/top')?.id).toBe(2);
    expect(firstMatchingRule(rules, 'not a url')).toBeUndefined();
  });
});
