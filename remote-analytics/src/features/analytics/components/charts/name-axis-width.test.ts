import { ANSWER_ENGINE_LABELS } from 'shared-contracts';
import { nameAxisWidth } from './BarListChart';

describe('nameAxisWidth', () => {
  it('gives the longest engine name room to read whole, where 140 px cut it', () => {
    const names = Object.values(ANSWER_ENGINE_LABELS);
    const longest = Math.max(...names.map((name) => Array.from(name).length));
    expect(longest).toBeGreaterThanOrEqual(11);
    // 13 px a full-width character at 12 px, and the axis' own gap.
    expect(nameAxisWidth(names)).toBeGreaterThanOrEqual(longest * 13);
    expect(nameAxisWidth(names)).toBeGreaterThan(140);
  });

  it('keeps short names narrow and long page URLs within a third of a 1088 px panel', () => {
    expect(nameAxisWidth(['喜び', '通常'])).toBe(80);
    expect(nameAxisWidth(['https://shop.example.jp/' + 'a'.repeat(200)])).toBe(280);
    expect(nameAxisWidth([])).toBe(80);
  });
});
