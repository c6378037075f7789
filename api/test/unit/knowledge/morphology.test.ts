import path from 'node:path';
import { analyse } from '#src/domains/knowledge/text/morphology/analyse';

interface KuromojiToken {
  surface_form: string;
  pos: string;
  pos_detail_1: string;
  basic_form: string;
  reading?: string;
}

/** kuromoji.js's own tokenizer on the same dictionary: what analyse must agree with. */
async function kuromojiTokenizer(): Promise<{ tokenize(text: string): KuromojiToken[] }> {
  const kuromoji = (await import('@sglkc/kuromoji')) as unknown as {
    builder(options: { dicPath: string }): { build(done: (error: unknown, tokenizer: { tokenize(text: string): KuromojiToken[] }) => void): void };
  };
  const dicPath = path.join(path.dirname(require.resolve('@sglkc/kuromoji/package.json')), 'dict');
  return new Promise((resolve, reject) => kuromoji.builder({ dicPath }).build((error, tokenizer) => (error ? reject(error) : resolve(tokenizer))));
}

const SENTENCES = [
  'パンの取り置きはできますか',
  'とりおきってある？',
  '駐車場はありますか。満車の際は向かいのコインパーキングをご利用ください（1,000円以上お買い上げで1時間分サービス）。',
  '車椅子でも入れますか、車いすのまま診察室まで入れます',
  'スマホ、証明写真機、郵送のいずれかから申請できます。',
  'Wi-Fiや電源は使えますか？ ナンジまでやってる',
  '子どもが卵アレルギーなんですが原材料わかりますか',
  '𠮷野家の近くです',
  '',
];

describe('analyse (IPADIC, kuromoji.js dictionary)', () => {
  it('gives the morphemes kuromoji.js gives, with parts of speech, base forms and readings', async () => {
    const tokenizer = await kuromojiTokenizer();
    for (const sentence of SENTENCES) {
      const ours = analyse(sentence).map((m) => [m.surface, m.pos, m.detail, m.known ? m.base : '*', m.reading]);
      const theirs = tokenizer.tokenize(sentence).map((t) => [t.surface_form, t.pos, t.pos_detail_1, t.basic_form, t.reading ?? '']);
      expect(ours).toEqual(theirs);
    }
  });

  it('reads kanji, hiragana and katakana spellings of a word alike', () => {
    const reading = (text: string) => analyse(text)[0]?.reading;
    expect(reading('取り置き')).toBe('トリオキ');
    expect(reading('車椅子')).toBe('クルマイス');
    expect(reading('車いす')).toBe('クルマイス');
  });

  it('tells particles, auxiliaries and endings from content words', () => {
    expect(analyse('駐車場はありますか').map((m) => `${m.surface}:${m.pos}:${m.detail}`)).toEqual([
      '駐車:名詞:サ変接続',
      '場:名詞:接尾',
      'は:助詞:係助詞',
      'あり:動詞:自立',
      'ます:助動詞:*',
      'か:助詞:副助詞／並立助詞／終助詞',
    ]);
  });

  it('gives the base form of a conjugated word, and the surface of an unknown one', () => {
    const [pay] = analyse('払えますか');
    expect(pay).toMatchObject({ surface: '払え', base: '払える', pos: '動詞' });
    const [unknown] = analyse('ナンジ');
    expect(unknown).toMatchObject({ surface: 'ナンジ', base: 'ナンジ', reading: '', known: false });
  });
});
