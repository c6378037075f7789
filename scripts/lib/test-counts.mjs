// Test counts read from the runners' own closing lines, so pnpm test can sum them across runners.

/** @typedef {{ passed: number, failed: number, skipped: number }} Counts */

/** @param {string} text */
const plain = (text) => text.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');

/** jest's closing "Tests: 1 failed, 2 skipped, 40 passed, 43 total", once per package. @param {string} output @returns {Counts} */
export function jestCounts(output) {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const match of plain(output).matchAll(/Tests:\s+([^\n]*?\d+ total)/g)) {
    const line = match[1] ?? '';
    counts.passed += Number(/(\d+) passed/.exec(line)?.[1] ?? 0);
    counts.failed += Number(/(\d+) failed/.exec(line)?.[1] ?? 0);
    counts.skipped += Number(/(\d+) (?:skipped|todo)/.exec(line)?.[1] ?? 0);
  }
  return counts;
}

/** node:test's spec or TAP summary ("ℹ pass 12" / "# pass 12"). @param {string} output @returns {Counts} */
export function nodeTestCounts(output) {
  /** @param {string} key */
  const total = (key) =>
    [...plain(output).matchAll(new RegExp(`^[ℹ#] ${key} (\\d+)$`, 'gmu'))].reduce((sum, m) => sum + Number(m[1]), 0);
  return { passed: total('pass'), failed: total('fail') + total('cancelled'), skipped: total('skipped') + total('todo') };
}

