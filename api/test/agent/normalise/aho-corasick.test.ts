import { buildPatternAutomaton } from '#src/domains/agent/normalise/aho-corasick';

function naiveFindAll(patterns: string[], text: string) {
  const found: { pattern: number; start: number; end: number }[] = [];
  patterns.forEach((pattern, index) => {
    if (pattern === '') return;
    for (let start = text.indexOf(pattern); start !== -1; start = text.indexOf(pattern, start + 1)) {
      found.push({ pattern: index, start, end: start + pattern.length });
    }
  });
  return found;
}

const byPosition = (a: { pattern: number; start: number; end: number }, b: typeof a) =>
  a.start - b.start || a.end - b.end || a.pattern - b.pattern;

describe('buildPatternAutomaton', () => {
  it('finds overlapping and nested patterns (the classic he/she/his/hers case)', () => {
    const automaton = buildPatternAutomaton(['he', 'she', 'his', 'hers']);
    expect(automaton.findAll('ushers').sort(byPosition)).toEqual([
      { pattern: 0, start: 2, end: 4 },
      { pattern: 1, start: 1, end: 4 },
      { pattern: 3, start: 2, end: 6 },
    ].sort(byPosition));
  });

  it('reports duplicate patterns once each and ignores empty ones', () => {
    const automaton = buildPatternAutomaton(['ab', '', 'ab']);
    expect(automaton.findAll('xab')).toEqual([
      { pattern: 0, start: 1, end: 3 },
      { pattern: 2, start: 1, end: 3 },
    ]);
  });

  it('agrees with a naive search on random texts over a small alphabet', () => {
    // A fixed linear congruential generator keeps the run reproducible.
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const alphabet = ['a', 'b', 'ば', '🍣'];
    const word = (maxLength: number) =>
      Array.from({ length: 1 + random(maxLength) }, () => alphabet[random(alphabet.length)]).join('');

    for (let round = 0; round < 200; round += 1) {
      const patterns = Array.from({ length: 1 + random(8) }, () => word(4));
      const text = word(40);
      const automaton = buildPatternAutomaton(patterns);
      expect(automaton.findAll(text).sort(byPosition)).toEqual(naiveFindAll(patterns, text).sort(byPosition));
    }
  });
});
