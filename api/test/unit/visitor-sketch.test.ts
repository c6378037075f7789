import { createHash } from 'node:crypto';
import { addToSketch, emptySketch, estimateSketch, mergeSketch, SKETCH_BITS, SKETCH_REGISTERS } from '#src/domains/analytics/visitor-sketch';

/** A person into a sketch as the SQL does it: the hash's low 12 bits, the first 1 of the other 52. */
function add(sketch: Uint8Array, person: string): void {
  const hash = createHash('sha256').update(person).digest().readBigUInt64BE(0);
  const rest = (hash >> BigInt(SKETCH_BITS)).toString(2).padStart(64 - SKETCH_BITS, '0');
  addToSketch(sketch, Number(hash & BigInt(SKETCH_REGISTERS - 1)), rest.includes('1') ? rest.indexOf('1') + 1 : 64 - SKETCH_BITS + 1);
}

describe('visitor sketch', () => {
  it('estimates distinct people within 5% (three standard errors) from ten to a million', () => {
    for (const n of [10, 100, 1_000, 10_000, 100_000, 1_000_000]) {
      const sketch = emptySketch();
      for (let i = 0; i < n; i += 1) add(sketch, `person-${n}-${i}`);
      const estimate = estimateSketch(sketch);
      expect(Math.abs(estimate - n) / n).toBeLessThanOrEqual(0.05);
    }
    expect(estimateSketch(emptySketch())).toBe(0);
  });

  it('counts a person seen again once, and merges days as the union of their people', () => {
    const monday = emptySketch();
    const tuesday = emptySketch();
    for (let i = 0; i < 3_000; i += 1) add(monday, `p${i}`);
    for (let i = 2_000; i < 5_000; i += 1) add(tuesday, `p${i}`);
    for (let i = 0; i < 3_000; i += 1) add(monday, `p${i}`);
    const both = emptySketch();
    mergeSketch(both, monday);
    mergeSketch(both, tuesday);
    const estimate = estimateSketch(both);
    expect(Math.abs(estimate - 5_000) / 5_000).toBeLessThanOrEqual(0.05);
    expect(Math.abs(estimateSketch(monday) - 3_000) / 3_000).toBeLessThanOrEqual(0.05);
  });
});
