import type { RetrievedPassage } from '#src/domains/knowledge/index';
import { ownWords } from '#src/domains/agent/labels';
import { builtinAnswer, decideBuiltin, type QaContent, RESPONDER_BANDS, scoreBuiltin } from '#src/domains/agent/steps/builtin-responder';
import { ANSWER_EVIDENCE_WEIGHT, contentTerms, coverage, qaLikeness, questionWords, similarity, SYNONYM_MATCH_WEIGHT, textWords, wordMatch } from '#src/domains/agent/steps/relevance';
import { defaultSynonyms } from '#src/domains/knowledge/index';

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
  parking: { question: '駐車場はありますか？', alternatives: [], answer: '店舗裏に3台分あります。', emotion: null },
  bikes: { question: '自転車を停める場所はありますか？', alternatives: [], answer: '入口横に駐輪場があります。', emotion: null },
  delivery: { question: '配達はしていますか？', alternatives: [], answer: '市内は配達します。', emotion: null },
};
/** Counts the lookups: the responder reads every Q&A among the passages at once. */
let lookups: string[][] = [];
const lookup = async (ids: readonly string[]) => {
  lookups.push([...ids]);
  return new Map(ids.flatMap((id) => (qa[id] ? [[id, qa[id]] as const] : [])));
};
const qaPassage = (id: string) => passage({ itemId: id, itemType: 'qa', itemTitle: qa[id]?.question, heading: qa[id]?.question ?? '', text: qa[id]?.answer ?? '' });
beforeEach(() => {
  lookups = [];
});
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

  it('reads the owner’s words the question spells in kana as words, where the owner’s passages hold them', () => {
    const owner = new Set(['ちゅうしゃじょう', 'でんち']);
    const holds = (term: string) => owner.has(term);
    // The analyser alone leaves pieces of the kana (ゃじょうある) that match nothing and dilute the question.
    expect(questionWords('ちゅうしゃじょうある？').map((w) => w.word)).not.toContain('ちゅうしゃじょう');
    expect(questionWords('ちゅうしゃじょうある？', undefined, null, holds).map((w) => w.word)).toEqual(['ちゅうしゃじょう']);
    expect(questionWords('でんち捨てたい', undefined, null, holds).map((w) => w.word)).toEqual(['でんち', '捨てる']);
    const parking = textWords('駐車場はありますか？');
    expect(qaLikeness(questionWords('ちゅうしゃじょうある？', undefined, null, holds), [parking], textWords('3台分あります'))).toBe(1);
    expect(qaLikeness(questionWords('ちゅうしゃじょうある？'), [parking], textWords('3台分あります'))).toBeLessThan(1);
  });

  it('counts a synonym retrieval knows at SYNONYM_MATCH_WEIGHT, another spelling of the word as the word itself', () => {
    const synonyms = defaultSynonyms();
    // Sudachi: 値段 and 料金 mean the same; the owner wrote 料金.
    const [price] = questionWords('値段知りたい', undefined, synonyms);
    expect(price?.word).toBe('値段');
    expect(price && wordMatch(price, textWords('料金は一回500円です'))).toBe(SYNONYM_MATCH_WEIGHT);
    // Without the dictionary the words share nothing.
    const [bare] = questionWords('値段知りたい');
    expect(bare && wordMatch(bare, textWords('料金は一回500円です'))).toBe(0);
    // Sudachi: PC is a spelling of パソコン (one vocabulary number), so it counts whole.
    const [pc] = questionWords('パソコン持ち込める？', undefined, synonyms);
    expect(pc && wordMatch(pc, textWords('PCのお持ち込みができます'))).toBe(1);
    // A synonym never counts more than the word itself found in part.
    expect(SYNONYM_MATCH_WEIGHT).toBeLessThan(1);
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
      qaContents: lookup,
      maxAnswerChars: 400,
      words,
    });
    expect(answer).toMatchObject({ engine: 'knowledge_qa', text: '平日10時から18時までです。', emotion: 'joy' });
  });

  it('matches through the alternatives too', async () => {
    const answer = await builtinAnswer({
      question: '定休日は？',
      passages: [passage({ itemId: 'hours', itemType: 'qa', heading: qa.hours?.question ?? '', text: 'x' })],
      qaContents: lookup,
      maxAnswerChars: 400,
      words,
    });
    expect(answer.engine).toBe('knowledge_qa');
  });

  it('answers from the passage that covers the question, introduced with its source', async () => {
    const answer = await builtinAnswer({
      question: '送料はいくら？',
      passages: [passage({ itemTitle: '配送ガイド', text: '送料は全国一律500円です。' }), passage({ itemTitle: '会社概要', text: '設立は2001年です。' })],
      qaContents: lookup,
      maxAnswerChars: 400,
      words,
    });
    expect(answer.engine).toBe('knowledge_passages');
    if (answer.engine !== 'knowledge_passages') return;
    expect(answer.text).toBe('「配送ガイド」より、該当する内容をご案内します。\n送料は全国一律500円です。');
  });

  it("introduces the passage in the agent's language and persona tone", async () => {
    const ask = (w: typeof words) =>
      builtinAnswer({ question: '送料はいくら？', passages: [passage({ itemTitle: '配送ガイド', text: '送料は全国一律500円です。' })], qaContents: lookup, maxAnswerChars: 400, words: w });
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
    const answer = await builtinAnswer({ question: 'クレジットカード使える？', passages, qaContents: async (ids) => new Map(ids.flatMap((id) => (items[id] ? [[id, items[id]] as const] : []))), maxAnswerChars: 400, words });
    expect(answer).toMatchObject({ engine: 'knowledge_qa', passage: { itemId: 'payment' } });
  });

  it('falls back below the thresholds, and on questions without content', async () => {
    const weak = await builtinAnswer({ question: '宇宙旅行の料金', passages: [passage({ text: '送料は500円です。' })], qaContents: lookup, maxAnswerChars: 400, words });
    expect(weak.engine).toBe('fallback');
    expect((await builtinAnswer({ question: 'ありがとう', passages: [passage({ text: 'ありがとう' })], qaContents: lookup, maxAnswerChars: 400, words })).engine).toBe('fallback');
  });

  it('is sure only from the sure band, and reads the Q&A among the passages in one lookup', async () => {
    const answer = await builtinAnswer({
      question: '営業時間は何時から何時まで？',
      passages: [qaPassage('parking'), qaPassage('hours'), qaPassage('delivery')],
      qaContents: lookup,
      maxAnswerChars: 400,
      words,
    });
    expect(answer).toMatchObject({ engine: 'knowledge_qa', passage: { itemId: 'hours' } });
    expect(answer.confidence).toBeGreaterThanOrEqual(RESPONDER_BANDS.qaSure);
    expect(lookups).toEqual([['parking', 'hours', 'delivery']]);
  });

  it('looks up only the Q&A whose content retrieval did not bring with the passage', async () => {
    const carried = (id: string) => ({ ...qaPassage(id), qa: qa[id] ? { type: 'qa' as const, ...qa[id] } : null });
    const read = { question: '営業時間は何時から何時まで？', qaContents: lookup, maxAnswerChars: 400, words };
    const all = await builtinAnswer({ ...read, passages: [carried('parking'), carried('hours'), carried('delivery')] });
    expect(all).toMatchObject({ engine: 'knowledge_qa', passage: { itemId: 'hours' }, emotion: 'joy' });
    expect(lookups).toEqual([]);

    const mixed = await builtinAnswer({ ...read, passages: [carried('parking'), qaPassage('hours'), carried('delivery')] });
    expect(mixed).toMatchObject({ engine: 'knowledge_qa', passage: { itemId: 'hours' } });
    expect(lookups).toEqual([['hours']]);

    // null: the item is no longer a Q&A (its type changed since the passage was indexed); it is not answered as one.
    lookups = [];
    const gone = await builtinAnswer({ ...read, passages: [carried('parking'), { ...qaPassage('hours'), qa: null }] });
    expect(gone.engine).not.toBe('knowledge_qa');
    expect(lookups).toEqual([]);
  });

  it('offers the likely Q&A questions (most alike first, three at most) when none is alike enough to be sure', async () => {
    const scores = await scoreBuiltin({
      question: '駐車場と自転車の置き場',
      passages: [qaPassage('delivery'), qaPassage('bikes'), qaPassage('parking'), qaPassage('hours')],
      qaContents: lookup,
    });
    const bands = { ...RESPONDER_BANDS, qaSure: 0.9, candidate: 0.01 };
    const decision = decideBuiltin(scores, bands);
    expect(decision.kind).toBe('candidates');
    if (decision.kind !== 'candidates') return;
    expect(decision.candidates.length).toBeLessThanOrEqual(3);
    const likeness = decision.candidates.map((c) => c.likeness);
    expect(likeness).toEqual([...likeness].sort((a, b) => b - a));
    expect(likeness.every((l) => l >= bands.candidate && l < bands.qaSure)).toBe(true);

    const answer = await builtinAnswer({
      question: '駐車場と自転車の置き場',
      passages: [qaPassage('delivery'), qaPassage('bikes'), qaPassage('parking')],
      qaContents: lookup,
      maxAnswerChars: 400,
      words,
      bands,
    });
    expect(answer.engine).toBe('knowledge_candidates');
    if (answer.engine !== 'knowledge_candidates') return;
    expect(answer.candidates[0]).toEqual({ itemId: decision.candidates[0]?.passage.itemId, question: decision.candidates[0]?.content.question });
  });

  it('is sure only of a pair that leads the next by qaLead: two pairs alike enough offer both instead', async () => {
    // 停める場所 is in the bicycle pair's question; 駐車場 in the parking pair's: both alike, one ahead.
    const scores = await scoreBuiltin({ question: '駐車場や自転車を停める場所', passages: [qaPassage('parking'), qaPassage('bikes')], qaContents: lookup });
    const [first, second] = scores?.qa ?? [];
    if (!first || !second) throw new Error('both pairs should be scored');
    expect(second.likeness).toBeGreaterThan(0);
    const lead = first.likeness - second.likeness;
    expect(lead).toBeGreaterThan(0);
    const bands = { ...RESPONDER_BANDS, qaSure: second.likeness, candidate: 0.01 };
    // Both pass qaSure; only the lead decides.
    expect(decideBuiltin(scores, { ...bands, qaLead: lead })).toEqual({ kind: 'qa', score: first });
    const unsure = decideBuiltin(scores, { ...bands, qaLead: lead + 0.01 });
    expect(unsure.kind).toBe('candidates');
    if (unsure.kind === 'candidates') expect(unsure.candidates.map((c) => c.passage.itemId)).toEqual([first.passage.itemId, second.passage.itemId]);
    // A single pair leads by its whole likeness.
    const alone = await scoreBuiltin({ question: '駐車場や自転車を停める場所', passages: [qaPassage(first.passage.itemId)], qaContents: lookup });
    expect(decideBuiltin(alone, { ...bands, qaSure: first.likeness, qaLead: first.likeness }).kind).toBe('qa');
  });

  it('is sure only when the pair’s own question holds qaAsked of the visitor’s, not only its answer', async () => {
    const scores = await scoreBuiltin({ question: '駐車場や自転車を停める場所', passages: [qaPassage('parking')], qaContents: lookup });
    const best = scores?.qa[0];
    if (!best) throw new Error('the pair should be scored');
    expect(best.asked).toBeGreaterThan(0);
    expect(best.asked).toBeLessThanOrEqual(best.likeness);
    const bands = { ...RESPONDER_BANDS, qaSure: 0.01, qaLead: 0, candidate: 0.01 };
    expect(decideBuiltin(scores, { ...bands, qaAsked: best.asked }).kind).toBe('qa');
    expect(decideBuiltin(scores, { ...bands, qaAsked: best.asked + 0.01 }).kind).toBe('candidates');
  });

  it('falls back below the candidate band, and gives a Q&A pair’s passage only from its own band', async () => {
    const input = { question: '駐車場の料金', passages: [qaPassage('parking')], qaContents: lookup };
    const scores = await scoreBuiltin(input);
    const likeness = scores?.qa[0]?.likeness ?? 0;
    expect(likeness).toBeGreaterThan(0);
    expect(decideBuiltin(scores, { ...RESPONDER_BANDS, qaSure: 1, candidate: likeness + 0.01 }).kind).toBe('fallback');
    expect(decideBuiltin(scores, { ...RESPONDER_BANDS, qaSure: 1, candidate: likeness }).kind).toBe('candidates');
    expect(decideBuiltin(scores, { ...RESPONDER_BANDS, qaSure: 1, qaPassageSure: 0.1 }).kind).toBe('passage');
    // An article's passage has its own band.
    const article = await scoreBuiltin({ question: '駐車場の料金', passages: [passage({ itemTitle: '駐車場', text: '駐車場の料金は1時間200円です。' })], qaContents: lookup });
    expect(decideBuiltin(article, { ...RESPONDER_BANDS, documentSure: 0.5 }).kind).toBe('passage');
    expect(decideBuiltin(article, { ...RESPONDER_BANDS, documentSure: 1.01 }).kind).toBe('fallback');
    expect(lookups).toEqual([['parking']]);
  });

  it('keeps an answer within the owner’s maximum length', async () => {
    const answer = await builtinAnswer({
      question: '送料',
      passages: [passage({ itemTitle: '送料', text: '送料は500円です。離島は別料金です。詳しくはお問い合わせください。' })],
      qaContents: lookup,
      maxAnswerChars: 40,
      words,
    });
    expect(answer.engine === 'knowledge_passages' && Array.from(answer.text).length).toBeLessThanOrEqual(40);
  });
});
