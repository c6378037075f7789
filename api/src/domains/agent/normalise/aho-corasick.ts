/** One occurrence of pattern number `pattern` at `text.slice(start, end)`. */
export interface PatternOccurrence {
  readonly pattern: number;
  readonly start: number;
  readonly end: number;
}

export interface PatternAutomaton {
  /** Every occurrence, overlapping ones included, in the order they end. */
  findAll(text: string): PatternOccurrence[];
}

const ROOT = 0;

/**
 * Aho–Corasick over UTF-16 units: one pass over the text finds every pattern, however many there
 * are. Working on units is safe for surrogate pairs because a well-formed pattern can only line up
 * with whole pairs of a well-formed text. Empty patterns never match.
 */
export function buildPatternAutomaton(patterns: readonly string[]): PatternAutomaton {
  const next: Map<number, number>[] = [new Map()];
  const depth: number[] = [0];
  const endsHere: number[][] = [[]];

  patterns.forEach((pattern, index) => {
    if (pattern === '') return;
    let node = ROOT;
    for (let i = 0; i < pattern.length; i += 1) {
      const unit = pattern.charCodeAt(i);
      let child = next[node]?.get(unit);
      if (child === undefined) {
        child = next.length;
        next.push(new Map());
        depth.push(i + 1);
        endsHere.push([]);
        next[node]?.set(unit, child);
      }
      node = child;
    }
    endsHere[node]?.push(index);
  });

  // fail: the longest proper suffix that is also a trie path. output: the nearest such suffix
  // where a pattern ends, so reporting walks only nodes with something to report.
  const fail = new Array<number>(next.length).fill(ROOT);
  const output = new Array<number>(next.length).fill(-1);
  const queue: number[] = [];
  for (const child of next[ROOT]?.values() ?? []) queue.push(child);
  for (let head = 0; head < queue.length; head += 1) {
    const node = queue[head] as number;
    for (const [unit, child] of next[node] ?? []) {
      let candidate = fail[node] as number;
      while (candidate !== ROOT && !next[candidate]?.has(unit)) candidate = fail[candidate] as number;
      const target = next[candidate]?.get(unit);
      const suffix = target !== undefined && target !== child ? target : ROOT;
      fail[child] = suffix;
      output[child] = (endsHere[suffix]?.length ?? 0) > 0 ? suffix : (output[suffix] as number);
      queue.push(child);
    }
  }

  return {
    findAll(text) {
      const found: PatternOccurrence[] = [];
      let node = ROOT;
      for (let i = 0; i < text.length; i += 1) {
        const unit = text.charCodeAt(i);
        while (node !== ROOT && !next[node]?.has(unit)) node = fail[node] as number;
        node = next[node]?.get(unit) ?? ROOT;
        for (let hit = node; hit > ROOT; hit = output[hit] as number) {
          const length = depth[hit] as number;
          for (const pattern of endsHere[hit] ?? []) found.push({ pattern, start: i + 1 - length, end: i + 1 });
        }
      }
      return found;
    },
  };
}
