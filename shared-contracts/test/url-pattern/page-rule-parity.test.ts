import { firstMatchingRule, matchesUrlPattern } from '../../src/widget/page-rule-match';
import { compileUrlPattern, createUrlMatcher, parseHttpUrl } from '../../src/url-pattern';
import { PARITY_PATTERNS, PARITY_URLS } from './url-pattern-cases';

// GET …/config (for a page's greeting) picks the page rule with page-rule-match.ts; the URL settings
// describe patterns as the runtime's url-pattern compiler reads them. Both must agree on every
// pattern and page. (The loader's compiled rules: url-pattern-regexp.test.ts.)
const patterns = PARITY_PATTERNS;
const urls = PARITY_URLS;

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
