import { createOutputGuard, guardText, type OutputGuardRules } from '#src/domains/agent/steps/output-guard';
import { createForbiddenWordMatcher, normaliseForMatch } from '#src/domains/agent/normalise/index';
import { createUrlMatcher } from 'shared-contracts/url-pattern';

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
});
