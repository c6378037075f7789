import { splitSentences } from '#src/domains/knowledge/text/split-sentences';

const texts = (text: string) => splitSentences(text).map((sentence) => sentence.text);

describe('splitSentences', () => {
  it.each([
    ['at 。！？ and their half-width forms', '料金は980円です。解約できますか？できます！Yes!OK?', ['料金は980円です。', '解約できますか？', 'できます！', 'Yes!', 'OK?']],
    ['keeping a quotation with sentence marks inside whole', '店員は「ありがとうございます。またどうぞ。」と言った。次へ。', ['店員は「ありがとうございます。またどうぞ。」と言った。', '次へ。']],
    ['keeping closing brackets and repeated marks with their sentence', '本当に？！（確認済み。）続き。', ['本当に？！', '（確認済み。）続き。']],
    ['at line breaks', '営業時間\n平日10時〜18時\r\n土日休み', ['営業時間', '平日10時〜18時', '土日休み']],
    ['at an English period before a space, not inside numbers or names', 'Version 1.5 is out. See example.com for details.', ['Version 1.5 is out.', 'See example.com for details.']],
    ['without empty sentences', '。\n\n  \nあ', ['。', 'あ']],
  ])('splits %s', (_label, text, expected) => {
    expect(texts(text)).toEqual(expected);
  });

  it('stops protecting an unclosed bracket after a while, so one stray 「 does not swallow a document', () => {
    const text = `「${'とても長い説明が続きます。'.repeat(40)}`;
    expect(texts(text).length).toBeGreaterThan(10);
  });

  it('says what stood before each sentence: nothing, a space or a line break', () => {
    expect(splitSentences('一文目。二文目。\n三文目。 Four.')).toEqual([
      { text: '一文目。', gap: 'none' },
      { text: '二文目。', gap: 'none' },
      { text: '三文目。', gap: 'line' },
      { text: 'Four.', gap: 'space' },
    ]);
  });
});
