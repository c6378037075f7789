import { kanaSpelledWords, KANA_WORD_MAX, KANA_WORD_MIN } from '#src/domains/knowledge/text/kana-spelled-words';
import { textContentWords } from '#src/domains/knowledge/index';

/** What an owner's passages hold: the words and readings indexing kept (駐車場 → ちゅうしゃじょう, 電池 → でんち). */
function held(...texts: string[]): (term: string) => boolean {
  const terms = new Set<string>();
  for (const text of texts) for (const { word, reading } of textContentWords(text)) terms.add(reading || word);
  return (term) => terms.has(term);
}

describe('kanaSpelledWords', () => {
  it('reads the owner’s words a question spells in kana, and leaves the rest to the analyser', () => {
    // IPADIC alone reads ちゅうしゃじょうある？ as ちゅうする + ゃじょうある.
    expect(textContentWords('ちゅうしゃじょうある？').map((w) => w.word)).not.toContain('ちゅうしゃじょう');
    const parking = kanaSpelledWords('ちゅうしゃじょうある？', held('駐車場はありますか'));
    expect(parking).toEqual({ words: ['ちゅうしゃじょう'], rest: '、ある?' });
    expect(textContentWords(parking.rest)).toEqual([]);
    // The kanji after a kana spelling is read as before.
    const battery = kanaSpelledWords('でんち捨てたい', held('電池は有害ごみの日に出してください'));
    expect(battery.words).toEqual(['でんち']);
    expect(textContentWords(battery.rest).map((w) => w.word)).toEqual(['捨てる']);
  });

  it('reads katakana and half-width kana alike, as the index’s comparison form', () => {
    expect(kanaSpelledWords('ﾓｰﾆﾝｸﾞやってる', held('モーニングセットはありますか')).words).toEqual(['もーにんぐ']);
    expect(kanaSpelledWords('トリオキできる？', held('パンの取り置きはできますか')).words).toEqual(['とりおき']);
  });

  it('takes the longest piece the passages hold, left to right, several in one run', () => {
    const owner = held('印鑑登録の手続き', '印鑑を持ってきてください');
    expect(kanaSpelledWords('いんかんとうろくしたい', owner).words).toEqual(['いんかんとうろく']);
    expect(kanaSpelledWords('いんかんもってく', owner).words).toEqual(['いんかん']);
  });

  it('changes nothing where no piece is held, or a piece is shorter than KANA_WORD_MIN or longer than KANA_WORD_MAX', () => {
    expect(kanaSpelledWords('ぱんある？', held('パン')).words).toEqual([]);
    expect(kanaSpelledWords('ぱんある？', held('パン')).rest).toBe('ぱんある?');
    const long = 'あ'.repeat(KANA_WORD_MAX + 1);
    expect(kanaSpelledWords(`${long}です`, (term) => term === long).words).toEqual([]);
    const short = 'あ'.repeat(KANA_WORD_MIN - 1);
    // A run long enough to scan, whose only held piece is too short to be read as a word.
    expect(kanaSpelledWords(`${short}いう`, (term) => term === short).words).toEqual([]);
  });

  it('keeps the text around a spelling, a cut never joining two words', () => {
    // Characters outside the Basic Multilingual Plane before the run keep the positions right.
    expect(kanaSpelledWords('𠮷野家のちかくにちゅうしゃじょう', held('駐車場')).rest).toBe('𠮷野家のちかくに、');
  });
});
