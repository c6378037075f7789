import type { RetrievedPassage } from '#src/domains/knowledge/index';
import { ownWords } from '#src/domains/agent/labels';
import { builtinAnswer, type QaContent } from '#src/domains/agent/steps/builtin-responder';
import { contentTerms, coverage, similarity } from '#src/domains/agent/steps/relevance';

const passage = (over: Partial<RetrievedPassage>): RetrievedPassage => ({
  passageId: 'p',
  itemId: 'i',
  itemTitle: 't',
  itemType: 'article',
  heading: '',
  text: '',
  score: 1,
  ...over,
});

const qa: Record<string, QaContent> = {
  hours: { question: '営業時間は何時から何時までですか？', alternatives: ['定休日はいつ'], answer: '平日10時から18時までです。', emotion: 'joy' },
};
const lookup = async (id: string) => qa[id] ?? null;
const words = ownWords.ja.polite;

describe('relevance', () => {
  it('compares content (kanji, katakana, latin, digits), not grammar', () => {
    const question = contentTerms('営業時間を教えてください');
    expect([...question]).toEqual(['営業', '業時', '時間', '教']);
    expect(coverage(question, contentTerms('営業時間は平日10時から'))).toBe(0.75);
    expect(similarity(contentTerms('ｶﾀﾛｸﾞ'), contentTerms('カタログ'))).toBe(1);
  });
});

describe('built-in responder', () => {
  it('answers with a Q&A pair its question resembles, with the pair’s emotion', async () => {
    const answer = await builtinAnswer({
      question: '営業時間を教えて',
      passages: [passage({ itemId: 'hours', itemType: 'qa', itemTitle: qa.hours?.question, heading: qa.hours?.question, text: '平日10時から18時までです。' })],
      qaContent: lookup,
      maxAnswerChars: 400,
      words,
    });
    expect(answer).toMatchObject({ engine: 'knowledge_qa', text: '平日10時から18時までです。', emotion: 'joy' });
  });

  it('matches through the alternatives too', async () => {
    const answer = await builtinAnswer({
      question: '定休日は？',
      passages: [passage({ itemId: 'hours', itemType: 'qa', heading: qa.hours?.question ?? '', text: 'x' })],
      qaContent: lookup,
      maxAnswerChars: 400,
      words,
    });
    expect(answer.engine).toBe('knowledge_qa');
  });

  it('answers from the passage that covers the question, introduced with its source', async () => {
    const answer = await builtinAnswer({
      question: '送料はいくら？',
      passages: [passage({ itemTitle: '配送ガイド', text: '送料は全国一律500円です。' }), passage({ itemTitle: '会社概要', text: '設立は2001年です。' })],
      qaContent: lookup,
      maxAnswerChars: 400,
      words,
    });
    expect(answer.engine).toBe('knowledge_passages');
    if (answer.engine !== 'knowledge_passages') return;
    expect(answer.text).toBe('「配送ガイド」より、該当する内容をご案内します。\n送料は全国一律500円です。');
  });

  it("introduces the passage in the agent's language and persona tone", async () => {
    const ask = (w: typeof words) =>
      builtinAnswer({ question: '送料はいくら？', passages: [passage({ itemTitle: '配送ガイド', text: '送料は全国一律500円です。' })], qaContent: lookup, maxAnswerChars: 400, words: w });
    const casual = await ask(ownWords.ja.casual);
    expect(casual.engine === 'knowledge_passages' && casual.text).toBe('「配送ガイド」にはこう書いてあるよ。\n送料は全国一律500円です。');
    const english = await ask(ownWords.en.polite);
    expect(english.engine === 'knowledge_passages' && english.text).toBe('Here is what "配送ガイド" says:\n送料は全国一律500円です。');
  });

  it('falls back below the thresholds, and on questions without content', async () => {
    const weak = await builtinAnswer({ question: '宇宙旅行の料金', passages: [passage({ text: '送料は500円です。' })], qaContent: lookup, maxAnswerChars: 400, words });
    expect(weak.engine).toBe('fallback');
    expect((await builtinAnswer({ question: 'ありがとう', passages: [passage({ text: 'ありがとう' })], qaContent: lookup, maxAnswerChars: 400, words })).engine).toBe('fallback');
  });

  it('keeps an answer within the owner’s maximum length', async () => {
    const answer = await builtinAnswer({
      question: '送料',
      passages: [passage({ itemTitle: '送料', text: '送料は500円です。離島は別料金です。詳しくはお問い合わせください。' })],
      qaContent: lookup,
      maxAnswerChars: 40,
      words,
    });
    expect(answer.engine === 'knowledge_passages' && Array.from(answer.text).length).toBeLessThanOrEqual(40);
  });
});
