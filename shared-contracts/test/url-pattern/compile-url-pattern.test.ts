import { forbiddenUrlPatternSchema } from '../../src';
import { compileUrlPattern, InvalidUrlPatternError, parseHttpUrl } from '../../src/url-pattern';
import { COMPILER_CASES } from './url-pattern-cases';

function covers(pattern: string, url: string): boolean {
  const parts = parseHttpUrl(url);
  if (parts === null) throw new Error(`test URL ${url} is not http(s)`);
  return compileUrlPattern(pattern).matches(parts);
}

describe('compileUrlPattern', () => {
  it.each(COMPILER_CASES)('%s covers %s: %s', (pattern, url, expected) => {
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
