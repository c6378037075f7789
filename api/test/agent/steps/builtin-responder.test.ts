import type { RetrievedPassage } from '#src/domains/knowledge/index';
import { ownWords } from '#src/domains/agent/labels';
import { builtinAnswer, type QaContent } from '#src/domains/agent/steps/builtin-responder';
import { ANSWER_EVIDENCE_WEIGHT, contentTerms, coverage, qaLikeness, questionWords, similarity, textWords, wordMatch } from '#src/domains/agent/steps/relevance';

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
  it('compares content words and their readings, not grammar', () => {
    const question = contentTerms('営業時間を教えてください');
    expect(question.has('営業')).toBe(true);
    expect(question.has('えい')).toBe(true);
    for (const grammar of ['くだ', 'ださ', 'てく']) expect(question.has(grammar)).toBe(false);
    expect(coverage(contentTerms('営業時間'), contentTerms('営業時間は平日10時から'))).toBe(1);
    expect(similarity(contentTerms('ｶﾀﾛｸﾞ'), contentTerms('カタログ'))).toBe(1);
  });

  it('finds a word written in kana in the owner’s kanji, and a compound’s part', () => {
    const [kana] = questionWords('とりおきできる？');
    expect(kana && wordMatch(kana, textWords('パンの取り置きはできますか'))).toBe(1);
    const [part] = questionWords('駐車できる？');
    expect(part && wordMatch(part, textWords('駐車場はありますか'))).toBe(1);
    const [typo] = questionWords('ちゅうしゃじょ');
    expect(typo && wordMatch(typo, textWords('駐車場'))).toBeGreaterThan(0);
  });

  it('weighs the visitor’s words by their rarity, and counts what only the answer holds at ANSWER_EVIDENCE_WEIGHT', () => {
    const card = textWords('ポイントカードはありますか');
    const payment = { question: textWords('どんな支払い方法が使えますか'), answer: textWords('現金のほか、クレジットカードがご利用いただけます。') };
    // カード is in both items; 使える in the payment question: as rare as each other, the payment pair wins.
    const flat = questionWords('カード使える？');
    expect(qaLikeness(flat, [payment.question], payment.answer)).toBeGreaterThan(qaLikeness(flat, [card], textWords('スタンプカードがあります。')));
    // Only the answer holds クレジットカード: it counts, less than in the question.
    const credit = questionWords('クレジットカード');
    expect(qaLikeness(credit, [payment.question], payment.answer)).toBeCloseTo(ANSWER_EVIDENCE_WEIGHT, 5);
    // A word no passage holds weighs most: the pair covers little of a question about something else.
    const rare = questionWords('ハラールのパン', (term) => (term === 'ぱん' ? 0.1 : 3));
    expect(qaLikeness(rare, [textWords('パンの保存方法')], textWords('冷凍してください。'))).toBeLessThan(0.1);
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

  it('answers with the Q&A pair whose answer holds what the visitor asks when its question does not, weighing words by rarity', async () => {
    const items: Record<string, QaContent> = {
      points: { question: 'ポイントカードはありますか', alternatives: [], answer: '200円ごとに1ポイントのスタンプカードがあります。', emotion: null },
      payment: { question: 'どんな支払い方法が使えますか', alternatives: [], answer: '現金のほか、クレジットカードと交通系ICカードがご利用いただけます。', emotion: null },
    };
    const passages = Object.entries(items).map(([id, item]) => passage({ itemId: id, itemType: 'qa', itemTitle: item.question, heading: item.question, text: item.answer }));
    const answer = await builtinAnswer({ question: 'クレジットカード使える？', passages, qaContent: async (id) => items[id] ?? null, maxAnswerChars: 400, words });
    expect(answer).toMatchObject({ engine: 'knowledge_qa', passage: { itemId: 'payment' } });
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
