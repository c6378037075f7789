import { baseReading, contentWords } from '#src/domains/knowledge/text/content-words';

const words = (text: string) => contentWords(text).map((w) => (w.reading ? `${w.word}/${w.reading}` : w.word));

describe('content words', () => {
  it('keeps nouns, verbs and adjectives; leaves out particles, auxiliaries, politeness and question endings', () => {
    expect(words('パンの取り置きはできますか')).toEqual(['ぱん', '取り置く/とりおく', '取り置き/とりおき']);
    expect(words('駐車場ってある？')).toEqual(['駐車/ちゅうしゃ', '駐車場/ちゅうしゃじょう']);
    expect(words('子ども連れでも入れますか')).toContain('子ども/こども');
    expect(words('ですか ますか ってある？ できますか いただけますか')).toEqual([]);
    // Asking for a favour (〜てもらう, and its potential 〜てもらえる) is grammar; what is asked for is the content.
    expect(words('診てもらえる？')).toEqual(['診る/みる']);
  });

  it('gives verbs and adjectives in their base form with its reading, and a verb’s 連用形 as a noun too', () => {
    expect(words('カード払えますか')).toEqual(['かーど', '払える/はらえる']);
    expect(words('持ち帰りできますか')).toEqual(['持ち帰る/もちかえる', '持ち帰り/もちかえり']);
    expect(words('お支払い')).toEqual(['支払い/しはらい']);
    expect(words('安くなる？')).toEqual(['安い/やすい']);
  });

  it('reads 取り置き, とりおき and トリオキ so that they meet', () => {
    const forms = (text: string) => contentWords(text).flatMap((w) => [w.word, w.reading]);
    expect(forms('取り置き')).toContain('とりおき');
    expect(forms('とりおき')).toContain('とりおく');
    expect(forms('取り置き')).toContain('とりおく');
    expect(forms('トリオキ')).toContain('とりおき');
  });

  it('adds compounds of neighbouring nouns beside their parts: 駐車場 ↔ 駐車, 車椅子 ↔ 車いす', () => {
    expect(words('駐車場')).toEqual(['駐車/ちゅうしゃ', '駐車場/ちゅうしゃじょう']);
    expect(words('駐車できますか')).toEqual(['駐車/ちゅうしゃ']);
    expect(words('印鑑登録')).toEqual(['印鑑/いんかん', '登録/とうろく', '印鑑登録/いんかんとうろく']);
    expect(contentWords('車椅子')[0]?.reading).toBe(contentWords('車いす')[0]?.reading);
    expect(words('車いすOK?')).toEqual(['車いす/くるまいす', 'ok', '車いすok/くるまいすok']);
  });

  it('keeps unknown words (katakana, latin) and drops pronouns, symbols and numbers on their own', () => {
    expect(words('インスタやってる？')).toEqual(['いんすた', 'やる']);
    // The number stays with its counter, in the compound.
    expect(words('これは3個です！')).toEqual(['3個/3こ']);
    expect(words('駐車場はありますか😀①～'.normalize('NFKC'))).toEqual(words('駐車場はありますか'));
  });

  it('reads a base form from the surface’s reading', () => {
    expect(baseReading('払え', '払える', 'ハラエ')).toBe('はらえる');
    expect(baseReading('取り置き', '取り置く', 'トリオキ')).toBe('とりおく');
    expect(baseReading('たべ', 'たべる', 'タベ')).toBe('たべる');
    expect(baseReading('来', 'くる', 'キ')).toBe('');
  });
});
