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

/**
 * The failed tests a runner named, each with the first lines of its error, for the summary: CI
 * shows the end of a run's output, and "1 failed" alone does not say which test to look at.
 * node:test's spec reporter marks them "✖ name (12.3ms)", jest "● Suite › name"; a failed suite is
 * named too (its own error, or its tests'). pnpm's "pkg test: " prefixes are dropped.
 * @param {string} output
 * @param {number} [limit]
 * @returns {string[]}
 */
export function failedTests(output, limit = 6) {
  const lines = plain(output)
    .split('\n')
    .map((line) => line.replace(/^\S+ test: /, ''));
  /** @type {Map<string, string>} */
  const failures = new Map();
  lines.forEach((line, index) => {
    const name = /^\s*✖ (.+?) \(\d+(?:\.\d+)?ms\)$/u.exec(line)?.[1] ?? /^\s*● (.+)$/u.exec(line)?.[1];
    if (!name || name === 'failing tests:' || name.startsWith('Console') || failures.has(name)) return;
    failures.set(name, errorLines(lines, index + 1, indentOf(line)));
  });
  return [...failures].slice(0, limit).map(([name, error]) => (error ? `${name}: ${error}` : name));
}

/** @param {string} line */
const indentOf = (line) => line.length - line.trimStart().length;

/**
 * The error's first lines under a failed test's line (indented deeper), up to its stack.
 * @param {string[]} lines @param {number} from @param {number} indent the test line's
 */
function errorLines(lines, from, indent) {
  const kept = [];
  for (const line of lines.slice(from, from + 12)) {
    const text = line.trim();
    if (text && indentOf(line) <= indent) break;
    if (/^(at |✔|✖|▶|●|\{$)/u.test(text)) break;
    if (text) kept.push(text);
    if (kept.length === 3) break;
  }
  const joined = kept.join(' ');
  return joined.length > 240 ? `${joined.slice(0, 240)}…` : joined;
}

/** The e2e runner's closing count (e2e/run.ts), which counts a file run again only once. */
export const E2E_TOTALS = 'e2e totals:';

/**
 * e2e/run.ts's own totals and flaky files when it printed them, else node:test's summaries.
 * @param {string} output
 * @returns {Counts & { flaky: string[] }}
 */
export function e2eTotals(output) {
  const text = plain(output);
  const totals = new RegExp(`^${E2E_TOTALS} (\\d+) passed, (\\d+) failed, (\\d+) skipped`, 'm').exec(text);
  const flaky = [...text.matchAll(/^e2e flaky \(passed when run again\): (.+)$/gm)].map((match) => match[1] ?? '');
  if (!totals) return { ...nodeTestCounts(output), flaky };
  return { passed: Number(totals[1]), failed: Number(totals[2]), skipped: Number(totals[3]), flaky };
}
