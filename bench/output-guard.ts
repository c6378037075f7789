// The output guard's cost on a streamed answer (issue #15: "the LLM answer guard is still
// quadratic"). An LLM answer arrives in deltas of a few characters, and each delta goes through the
// guard (forbidden words masked, forbidden URLs removed, a tail held back) before it leaves. This
// prints the CPU time per answer and per delta for answers of growing length, with an owner's
// realistic rules (40 forbidden words, 10 URL patterns) and with none: a cost that grows with the
// length's square shows as a per-delta time that grows with the length.
//   pnpm --filter bench output-guard
import { createOutputGuard, type OutputGuardRules } from '../api/src/domains/agent/steps/output-guard.ts';
import { createForbiddenWordMatcher, normaliseForMatch } from '../api/src/domains/agent/normalise/index.ts';
import { createUrlMatcher } from '../shared-contracts/src/url-pattern/index.ts';

const LENGTHS = [200, 500, 1_000, 2_000, 4_000];
const DELTA_CHARS = 3;
const ROUNDS = Number(process.env.ROUNDS ?? 5);

function rules(words: string[], patterns: string[]): OutputGuardRules {
  return {
    words: createForbiddenWordMatcher(words.map((value, i) => ({ id: `w${i}`, value }))),
    longestWord: words.reduce((max, word) => Math.max(max, Array.from(normaliseForMatch(word)).length), 0),
    urls: createUrlMatcher(patterns.map((pattern) => ({ pattern }))),
  };
}

const ownerRules = rules(
  Array.from({ length: 40 }, (_, i) => ['競合他社', '激安ショップ', '返金保証なし', 'ばか', '内部資料'][i % 5] + (i >= 5 ? String(i) : '')),
  Array.from({ length: 10 }, (_, i) => `https://internal${i}.example.com/*`),
);
const noRules = rules([], []);

/** An answer like a model's: sentences, now and then a link, some words close to a forbidden one. */
function answerOf(length: number): string {
  const sentences = [
    '窯出しの見学は毎月第2土曜日の午後にご案内しています。',
    '詳しくは https://www.example.com/guide/visit をご覧ください。',
    '競合の製品との違いは、釉薬を自社で調合している点です。',
    'ご予約はお電話かフォームから承っております。',
  ];
  let text = '';
  for (let i = 0; text.length < length; i += 1) text += sentences[i % sentences.length];
  return text.slice(0, length);
}

function deltas(text: string): string[] {
  const characters = Array.from(text);
  const out: string[] = [];
  for (let i = 0; i < characters.length; i += DELTA_CHARS) out.push(characters.slice(i, i + DELTA_CHARS).join(''));
  return out;
}

/** CPU ms to stream `pieces` through a fresh guard, the median of ROUNDS. */
function cpuMs(guardRules: OutputGuardRules, pieces: string[]): number {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = process.cpuUsage();
    const guard = createOutputGuard(guardRules);
    for (const piece of pieces) guard.push(piece);
    guard.end();
    const used = process.cpuUsage(started);
    times.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}

console.log(`output guard: answers streamed in deltas of ${DELTA_CHARS} characters, CPU time (median of ${ROUNDS} runs)`);
console.log('characters  deltas   with 40 words + 10 URL patterns      no rules');
for (const length of LENGTHS) {
  const pieces = deltas(answerOf(length));
  cpuMs(ownerRules, pieces);
  const owner = cpuMs(ownerRules, pieces);
  const none = cpuMs(noRules, pieces);
  const perDelta = (ms: number) => `${((ms * 1000) / pieces.length).toFixed(1)} µs/delta`;
  console.log(
    `${String(length).padStart(10)}  ${String(pieces.length).padStart(6)}   ${owner.toFixed(2).padStart(8)} ms (${perDelta(owner)})`.padEnd(62) +
      `${none.toFixed(2).padStart(7)} ms (${perDelta(none)})`,
  );
}
