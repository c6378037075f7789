import { createUrlMatcher } from '../../src/url-pattern';

const entry = (id: string, pattern: string) => ({ id, pattern });

describe('createUrlMatcher', () => {
  const entries = [
    entry('private', 'https://example.com/private/*'),
    entry('shop', 'https://*.example.com/*'),
    entry('all', 'https://example.com/*'),
    entry('other', 'https://other.test/page'),
  ];
  const matcher = createUrlMatcher(entries);

  it('answers the first entry in list order that covers the URL', () => {
    expect(matcher.match('https://example.com/private/x')?.id).toBe('private');
    expect(matcher.match('https://example.com/public')?.id).toBe('all');
    expect(matcher.match('https://a.shop.example.com/cart')?.id).toBe('shop');
    expect(matcher.match('https://OTHER.test/page/')?.id).toBe('other');
  });

  it('answers null when nothing covers the URL', () => {
    expect(matcher.match('https://other.test/')).toBeNull();
    expect(matcher.match('https://example.org/private/x')).toBeNull();
    expect(matcher.match('http://example.com/private/x')).toBeNull();
  });

  it('refuses non-http(s) URLs', () => {
    expect(matcher.match('javascript:alert(1)')).toBeNull();
    expect(matcher.match('ftp://example.com/private/x')).toBeNull();
    expect(matcher.match('example.com/private/x')).toBeNull();
  });

  it('takes URL objects', () => {
    expect(matcher.match(new URL('https://example.com/private/y'))?.id).toBe('private');
  });

  it('keeps the list order across hosts and wildcards', () => {
    const ordered = createUrlMatcher([entry('wild', 'https://*.example.com/*'), entry('exact', 'https://a.example.com/*')]);
    expect(ordered.match('https://a.example.com/')?.id).toBe('wild');
  });

  it('sets aside patterns it cannot compile and still matches the others', () => {
    const broken = entry('broken', 'https://exa*mple.com/');
    const withBroken = createUrlMatcher([broken, entry('ok', 'https://example.com/*')]);
    expect(withBroken.rejected).toEqual([broken]);
    expect(withBroken.match('https://example.com/a')?.id).toBe('ok');
  });

  it('finds the one matching entry among thousands', () => {
    const many = Array.from({ length: 5000 }, (_, i) => entry(`e${i}`, `https://site${i}.example.com/private/*`));
    const large = createUrlMatcher(many);
    expect(large.match('https://site4321.example.com/private/doc')?.id).toBe('e4321');
    expect(large.match('https://site4321.example.com/public')).toBeNull();
  });
});
