import { bigramTerms, textTerms, wordTerms } from '#src/domains/knowledge/text/index-terms';
import { textPieces } from '#src/domains/knowledge/text/text-pieces';

describe('index terms', () => {
  it('takes content words in comparison form, verbs in their base form, and drops particles, endings and punctuation', () => {
    expect(wordTerms('解約方法を教えてください。')).toEqual(['解約', '方法', '解約方法']);
    expect(wordTerms('ログインできないのですがパスワードを忘れました')).toEqual(['ろぐいん', 'ぱすわーど', '忘れる']);
  });

  it('adds the readings of words spelled with kanji, so kana spellings find them', () => {
    const terms = textTerms('駐車場と車椅子');
    for (const term of ['駐車', 'ちゅうしゃ', '駐車場', 'ちゅうしゃじょう', '車椅子', 'くるまいす']) expect(terms.has(term)).toBe(true);
    expect(textTerms('車いす').has('くるまいす')).toBe(true);
  });

  it('reads half-width and full-width forms alike', () => {
    expect(wordTerms('ﾛｸﾞｲﾝ')).toEqual(wordTerms('ログイン'));
    expect(bigramTerms('ＡＢＣ'.normalize('NFKC').toLowerCase())).toEqual(['ab', 'bc']);
  });

  it('makes bigrams within runs of letters and digits only, and one-character runs whole', () => {
    expect(bigramTerms('ろぐいん方法、wi-fi設定 a')).toEqual(['ろぐ', 'ぐい', 'いん', 'ん方', '方法', 'wi', 'fi', 'i設', '設定', 'a']);
  });

  it('counts a two-character word twice: as a word and as a bigram; its reading once', () => {
    const terms = textTerms('料金');
    expect(terms.get('料金')).toBe(2);
    expect(terms.get('りょうきん')).toBe(1);
    expect(textTerms('料金', 3).get('料金')).toBe(6);
  });

  it('finds katakana written in hiragana by the same bigrams', () => {
    const katakana = textTerms('キャンセル');
    const hiragana = textTerms('きゃんせる');
    for (const term of ['きゃ', 'ゃん', 'んせ', 'せる']) {
      expect(katakana.has(term)).toBe(true);
      expect(hiragana.has(term)).toBe(true);
    }
  });

  it('cuts long text into short pieces at sentence ends and soft breaks, losing nothing', () => {
    const text = `${'これは長い文です、'.repeat(30)}終わり。次の文。`;
    const pieces = textPieces(text);
    expect(pieces.join('')).toBe(text);
    for (const piece of pieces) expect(Array.from(piece).length).toBeLessThanOrEqual(120);
  });
});
