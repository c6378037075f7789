// pnpm test's closing line sums these counts, so a runner's format change must fail here first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { jestCounts, nodeTestCounts } from '../lib/test-counts.mjs';

test('sums jest summaries across packages, colours and pnpm prefixes included', () => {
  const output = [
    'shared-auth test: Tests:       2 failed, 1 skipped, 40 passed, 43 total',
    '\u001b[1mTests:\u001b[22m       \u001b[32m11 passed\u001b[39m, 11 total',
    'Test Suites: 3 passed, 3 total',
  ].join('\n');
  assert.deepEqual(jestCounts(output), { passed: 51, failed: 2, skipped: 1 });
});

test('reads node:test spec and TAP summaries', () => {
  assert.deepEqual(nodeTestCounts('ℹ tests 9\nℹ pass 8\nℹ fail 1\nℹ cancelled 0\nℹ skipped 0\n'), {
    passed: 8,
    failed: 1,
    skipped: 0,
  });
  assert.deepEqual(nodeTestCounts('# pass 3\n# fail 0\n# cancelled 1\n# todo 2\n'), { passed: 3, failed: 1, skipped: 2 });
});

test('finds nothing in output without a summary', () => {
  assert.deepEqual(jestCounts('No tests found'), { passed: 0, failed: 0, skipped: 0 });
  assert.deepEqual(nodeTestCounts('passed 3 of them'), { passed: 0, failed: 0, skipped: 0 });
});
