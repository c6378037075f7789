import { forbiddenUrlPatternSchema } from '../../src';
import { compileUrlPattern, InvalidUrlPatternError, parseHttpUrl } from '../../src/url-pattern';

function covers(pattern: string, url: string): boolean {
  const parts = parseHttpUrl(url);
  if (parts === null) throw new Error(`test URL ${url} is not http(s)`);
  return compileUrlPattern(pattern).matches(parts);
}

describe('compileUrlPattern', () => {
  it.each([
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
  ])('%s covers %s: %s', (pattern, url, expected) => {
    expect(covers(pattern, url)).toBe(expected);
  });

  it('describes what it compiled', () => {
    expect(compileUrlPattern(' https://*.Example.COM:8080/x ')).toEqual(
      expect.objectContaining({ protocol: 'https:', host: 'example.com', subdomains: true }),
    );
  });

  it.each([
    ['HTTPS://Example.COM', 'https://example.com/'],
    ['https://example.com/', 'https://example.com/'],
    ['https://example.com:443/faq/', 'https://example.com/faq'],
    ['https://example.com/faq', 'https://example.com/faq'],
    ['http://*.Example.com:8080/%7euser/*', 'http://*.example.com:8080/~user/*'],
    ['https://example.com/a?q=*', 'https://example.com/a?q=*'],
    ['https://例え.jp/東京', 'https://xn--r8jz45g.jp/%E6%9D%B1%E4%BA%AC'],
  ])('spells %s canonically as %s', (pattern, canonical) => {
    expect(compileUrlPattern(pattern).canonical).toBe(canonical);
  });

  it('keeps patterns that match different URLs apart', () => {
    const canonical = (pattern: string) => compileUrlPattern(pattern).canonical;
    expect(canonical('https://example.com/private/*')).not.toBe(canonical('https://example.com/private'));
    expect(canonical('http://example.com/')).not.toBe(canonical('https://example.com/'));
    expect(canonical('https://*.example.com/')).not.toBe(canonical('https://example.com/'));
    expect(canonical('https://example.com/A')).not.toBe(canonical('https://example.com/a'));
  });

  it.each([
    'ftp://example.com/*',
    'javascript:alert(1)',
    'example.com/*',
    '//example.com/*',
    'https://',
    'https:///path',
    'https://*/',
    'https://exa*mple.com/',
    'https://*example.com/',
    'https://example.*/',
    'https://example.com:*/',
    'https://user@example.com/',
    'https://example.com/a b',
    'https://example.com\\a',
  ])('refuses %s', (pattern) => {
    expect(() => compileUrlPattern(pattern)).toThrow(InvalidUrlPatternError);
  });

  it('stays quick on a pattern full of stars', () => {
    const pattern = `https://example.com/${'*a'.repeat(200)}b`;
    const url = `https://example.com/${'a'.repeat(2000)}`;
    const started = performance.now();
    expect(covers(pattern, url)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('accepts exactly the patterns the shared schema accepts', () => {
    const samples = [
      'https://example.com/private/*',
      'http://*.example.com/*',
      'https://example.com:8080/a?b=*',
      'HTTPS://EXAMPLE.COM',
      'https://*.example.com',
      'https://exa*mple.com/',
      'https://*.*.example.com/',
      'https://example.com/a b',
      'https://user:pw@example.com/',
      'ftp://example.com/',
      'https://',
      'https:///a',
      'https://example.com\\a',
      'https://[::1]:3000/*',
      'https://例え.jp/東京/*',
    ];
    for (const sample of samples) {
      let compiles = true;
      try {
        compileUrlPattern(sample);
      } catch {
        compiles = false;
      }
      expect({ sample, compiles }).toEqual({ sample, compiles: forbiddenUrlPatternSchema.safeParse(sample).success });
    }
  });
});

describe('parseHttpUrl', () => {
  it.each(['mailto:a@example.com', 'javascript:alert(1)', 'data:text/html,x', '/relative', 'https:///a', 'not a url'])(
    'refuses %s',
    (input) => {
      expect(parseHttpUrl(input)).toBeNull();
    },
  );

  it('refuses a URL object of another scheme', () => {
    expect(parseHttpUrl(new URL('ftp://example.com/'))).toBeNull();
  });
});
