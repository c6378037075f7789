/**
 * Whether `text` is `pattern` with each `*` standing for any run of characters (none included).
 * Greedy with a single backtrack point, so the cost stays within pattern × text even for patterns
 * full of stars; a regular expression built from owner input could take exponential time instead.
 */
export function globMatch(pattern: string, text: string): boolean {
  let p = 0;
  let t = 0;
  let starAt = -1;
  let textAtStar = 0;
  while (t < text.length) {
    if (p < pattern.length && pattern[p] === '*') {
      starAt = p;
      textAtStar = t;
      p += 1;
    } else if (p < pattern.length && pattern[p] === text[t]) {
      p += 1;
      t += 1;
    } else if (starAt !== -1) {
      p = starAt + 1;
      textAtStar += 1;
      t = textAtStar;
    } else {
      return false;
    }
  }
  while (p < pattern.length && pattern[p] === '*') p += 1;
  return p === pattern.length;
}
