import { createUrlMatcher } from '../../src/url-pattern';
import { MATCHER_CASES, MATCHER_ENTRIES } from './url-pattern-cases';

const entry = (id: string, pattern: string) => ({ id, pattern });

describe('createUrlMatcher', () => {
  const matcher = createUrlMatcher(MATCHER_ENTRIES);

  // The first entry in list order that covers the URL; null when none does, or for non-http(s) URLs.
  it.each(MATCHER_CASES)('answers %s with %s', (url, id) => {
    expect(matcher.match(url)?.id ?? null).toBe(id);
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
