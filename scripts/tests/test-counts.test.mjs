// pnpm test's closing line sums these counts, so a runner's format change must fail here first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { e2eTotals, failedTests, jestCounts, nodeTestCounts } from '../lib/test-counts.mjs';

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

test('names the failed tests with their errors, for node:test and for jest', () => {
  const nodeOutput = [
    '▶ 分析',
    '  ✔ a visitor chats (3233.0ms)',
    '  ✖ ナレッジに追加 teaches the agent (1599.019466ms)',
    '    AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:',
    '    ',
    '    401 !== 200',
    '    ',
    '        at TestContext.<anonymous> (/work/main/e2e/tests/analytics.spec.ts:161:12)',
    '✖ 分析 (14725.1ms)',
    'ℹ fail 1',
  ].join('\n');
  assert.deepEqual(failedTests(nodeOutput), [
    'ナレッジに追加 teaches the agent: AssertionError [ERR_ASSERTION]: Expected values to be strictly equal: 401 !== 200',
    '分析',
  ]);
  const jestOutput = [
    'api test:   ● retention › drops conversations older than the setting',
    'api test: ',
    'api test:     expect(received).toBe(expected) // Object.is equality',
    'api test:     Expected: 0',
    'api test:     Received: 2',
    'api test:     Received: 3',
    'api test:       at Object.<anonymous> (test/history/retention.test.ts:40:5)',
    'api test:   ● Console',
  ].join('\n');
  assert.deepEqual(failedTests(jestOutput), [
    'retention › drops conversations older than the setting: expect(received).toBe(expected) // Object.is equality Expected: 0 Received: 2',
  ]);
  assert.deepEqual(failedTests('✔ all good (1ms)\nℹ fail 0'), []);
});

test("reads e2e/run.ts's totals, in which a file run again counts once, and its flaky files", () => {
  const output = [
    'ℹ pass 4',
    'ℹ fail 1',
    'e2e: tests/analytics.spec.ts failed (…); running it again (1 of 1)',
    'ℹ pass 5',
    'ℹ fail 0',
    '',
    'e2e totals: 5 passed, 0 failed, 0 skipped, 1 flaky',
    'e2e flaky (passed when run again): tests/analytics.spec.ts: ナレッジに追加: 401 !== 200',
  ].join('\n');
  assert.deepEqual(e2eTotals(output), {
    passed: 5,
    failed: 0,
    skipped: 0,
    flaky: ['tests/analytics.spec.ts: ナレッジに追加: 401 !== 200'],
  });
  assert.deepEqual(e2eTotals('ℹ pass 2\nℹ fail 1\n'), { passed: 2, failed: 1, skipped: 0, flaky: [] });
});
