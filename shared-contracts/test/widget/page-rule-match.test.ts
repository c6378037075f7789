import { firstMatchingRule, globMatch, matchesUrlPattern } from '../../src/widget/page-rule-match';
import { PAGE_RULE_CASES, STAR_CASES } from '../url-pattern/url-pattern-cases';

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
  it.each(PAGE_RULE_CASES)('%s covers %s: %s', (pattern, url, expected) => {
    expect(matchesUrlPattern(pattern, url)).toBe(expected);
  });

  it('answers a pattern full of stars on a 10,000-character URL (no regular-expression backtracking)', () => {
    for (const [pattern, url, expected] of STAR_CASES) expect(matchesUrlPattern(pattern, url)).toBe(expected);
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
