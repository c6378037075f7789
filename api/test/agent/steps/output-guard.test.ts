import { createOutputGuard, guardText, type OutputGuardRules } from '#src/domains/agent/steps/output-guard';
import { createForbiddenWordMatcher, normaliseForMatch } from '#src/domains/agent/normalise/index';
import { createUrlMatcher } from 'shared-contracts/url-pattern';
import * as fc from 'fast-check';

function rules(words: string[], urls: string[]): OutputGuardRules {
  return {
    words: createForbiddenWordMatcher(words.map((value, i) => ({ id: `w${i}`, value }))),
    longestWord: words.reduce((max, w) => Math.max(max, Array.from(normaliseForMatch(w)).length), 0),
    urls: createUrlMatcher(urls.map((pattern) => ({ pattern }))),
  };
}

/** Feeds the text in the given pieces; answers every delta sent and the final text. */
function stream(r: OutputGuardRules, pieces: string[]): { deltas: string[]; text: string } {
  const guard = createOutputGuard(r);
  const deltas = pieces.map((p) => guard.push(p)).concat(guard.end()).filter((d) => d !== '');
  return { deltas, text: guard.text };
}

/** Every way of cutting `text` in two and three pieces. */
function splits(text: string): string[][] {
  const chars = Array.from(text);
  const out: string[][] = [];
  for (let i = 1; i < chars.length; i += 1) {
    out.push([chars.slice(0, i).join(''), chars.slice(i).join('')]);
    for (let j = i + 1; j < chars.length; j += 3) out.push([chars.slice(0, i).join(''), chars.slice(i, j).join(''), chars.slice(j).join('')]);
  }
  return out;
}

describe('output guard', () => {
  const r = rules(['競合他社', 'ばか'], ['https://secret.example.com/*']);

  it('masks forbidden words, one ＊ per character, in any script the matcher folds', () => {
    expect(guardText(r, '競合他社の製品より安いです').text).toBe('＊＊＊＊の製品より安いです');
    expect(guardText(r, 'バカなことを').text).toBe('＊＊なことを');
    expect(guardText(r, '普通の文章です').changed).toBe(false);
  });

  it('removes forbidden URLs and keeps allowed ones', () => {
    const out = guardText(r, '詳しくは https://secret.example.com/plan と https://ok.example.com/a をご覧ください。');
    expect(out.text).toBe('詳しくは  と https://ok.example.com/a をご覧ください。');
    expect(out.changed).toBe(true);
  });

  it('never sends a piece of a forbidden word or URL, wherever the stream is cut', () => {
    const text = 'はい、競合他社ではなく https://secret.example.com/x/y?z=1 を見てください。ばかではありません。';
    const expected = guardText(r, text).text;
    for (const pieces of splits(text)) {
      const { deltas, text: sent } = stream(r, pieces);
      expect(sent).toBe(expected);
      expect(deltas.join('')).toBe(expected);
      for (const delta of deltas) {
        expect(delta).not.toMatch(/競|他社|secret|ばか|ば$/);
      }
    }
  });

  it('holds back an unfinished scheme and URL until they end', () => {
    const guard = createOutputGuard(rules([], ['https://secret.example.com/*']));
    expect(guard.push('見て htt')).toBe('見て ');
    expect(guard.push('ps://secret.exa')).toBe('');
    expect(guard.push('mple.com/a')).toBe('');
    expect(guard.push(' です')).toBe(' です');
    expect(guard.end()).toBe('');
    expect(guard.text).toBe('見て  です');
  });

  it('streams freely when there is nothing to guard', () => {
    const guard = createOutputGuard(rules([], []));
    expect(guard.push('こんにちは')).toBe('こんにちは');
    expect(guard.push('、元気です')).toBe('、元気です');
  });

  it('holds a tail as long as the longest word, measured after normalisation', () => {
    const guard = createOutputGuard(rules(['ガイド'], []));
    const first = guard.push('これはｶﾞｲ');
    expect(first).toBe('これ');
    const second = guard.push('ﾄﾞです');
    const rest = guard.end();
    expect(first + second + rest).toBe('これは＊＊＊です');
    expect(second + rest).not.toMatch(/[ｶｲﾄ]/);
  });

  it('sends what the whole text guarded at once would be, however a long answer is cut into deltas', () => {
    // The guard scans only a window behind what it has sent (a whole-answer scan per delta cost the
    // length squared); a word or URL the window missed would show here as a difference. No fragment
    // starts with a combining mark: one that arrives after its base was sent is sent on its own,
    // where the whole text would have masked or removed it with its base (output-guard.ts says so).
    const guarded = rules(['競合他社', 'ガイド', 'ばか', '内部資料'], ['https://secret.example.com/*']);
    const fragment = fc.constantFrom(
      '競合', '他社', '競合他社', 'ｶﾞｲﾄﾞ', 'ガイ', 'ド', 'ば', 'か', 'バカ', '内部', '資料', 'です。', '、', ' ',
      'https://secret.example.com/x', 'https://ok.example.com/a?b=1', 'http', 's://', '(', ')', '見学は土曜日です', 'ﾊﾟﾝ',
    );
    fc.assert(
      fc.property(fc.array(fragment, { minLength: 20, maxLength: 120 }), fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 20 }), (fragments, sizes) => {
        const text = fragments.join('');
        const characters = Array.from(text);
        const pieces: string[] = [];
        for (let at = 0, i = 0; at < characters.length; i += 1) {
          const size = sizes[i % sizes.length] as number;
          pieces.push(characters.slice(at, at + size).join(''));
          at += size;
        }
        const { deltas, text: sent } = stream(guarded, pieces);
        expect(sent).toBe(guardText(guarded, text).text);
        expect(deltas.join('')).toBe(sent);
      }),
      { numRuns: 300, seed: 20261127 },
    );
  });
});
