import { sendAnswer, type SentAnswer, type SendInput } from '#src/domains/agent/send-answer';
import { createOutputGuard, type OutputGuardRules } from '#src/domains/agent/steps/output-guard';
import { createForbiddenWordMatcher, normaliseForMatch } from '#src/domains/agent/normalise/index';
import { createUrlMatcher } from 'shared-contracts/url-pattern';

function rules(words: string[], urls: string[]): OutputGuardRules {
  return {
    words: createForbiddenWordMatcher(words.map((value, i) => ({ id: `w${i}`, value }))),
    longestWord: words.reduce((max, w) => Math.max(max, Array.from(normaliseForMatch(w)).length), 0),
    urls: createUrlMatcher(urls.map((pattern) => ({ pattern }))),
  };
}

async function send(input: Partial<SendInput> & Pick<SendInput, 'answer' | 'rules'>): Promise<{ deltas: string[]; sent: SentAnswer }> {
  const run = sendAnswer({ maxAnswerChars: 1000, started: performance.now(), errorMessage: () => 'エラー', errorImageMediaId: null, ...input });
  const deltas: string[] = [];
  for (;;) {
    const next = await run.next();
    if (next.done) return { deltas, sent: next.value };
    deltas.push(next.value.text);
  }
}

/** The text as the streaming guard sends it when fed in `pieces`, each at most `size` characters. */
function streamed(r: OutputGuardRules, text: string, size: number): string {
  const guard = createOutputGuard(r);
  const chars = Array.from(text);
  for (let i = 0; i < chars.length; i += size) guard.push(chars.slice(i, i + size).join(''));
  guard.end();
  return guard.text;
}

describe('sendAnswer, a fixed text', () => {
  const r = rules(['競合他社', 'ばか'], ['https://secret.example.com/*']);
  const text = 'はい、競合他社ではなく https://secret.example.com/x/y?z=1 を見てください。ばかではありません。'.repeat(3);

  it('sends what the streaming guard would, in pieces of at most 16 characters', async () => {
    const { deltas, sent } = await send({ answer: { engine: 'knowledge_passages', rule: 'r', pieces: [text], cut: false, imageMediaId: null }, rules: r });
    expect(sent.text).toBe(streamed(r, text, 16));
    expect(deltas.join('')).toBe(sent.text);
    expect(sent.text).not.toMatch(/競合|secret|ばか/);
    for (const delta of deltas) expect(Array.from(delta).length).toBeLessThanOrEqual(16);
    expect(sent.firstTokenMs).not.toBeNull();
  });

  it('stops taking pieces at the limit of a cut answer, as when streaming', async () => {
    const { sent } = await send({ answer: { engine: 'knowledge_passages', rule: 'r', pieces: [text], cut: true, imageMediaId: null }, rules: r, maxAnswerChars: 20 });
    expect(Array.from(sent.text).length).toBeLessThanOrEqual(20);
    expect(sent.text).not.toMatch(/競合|secret|ばか/);
  });
});
