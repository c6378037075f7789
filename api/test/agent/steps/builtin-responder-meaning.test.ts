import type { RetrievedPassage } from '#src/domains/knowledge/index';
import { ownWords } from '#src/domains/agent/labels';
import { bandsFor, builtinAnswer, likenessOf, RESPONDER_BANDS, RESPONDER_BANDS_WITH_MEANING, type QaScore } from '#src/domains/agent/steps/builtin-responder';

const eatIn = { type: 'qa' as const, question: 'イートインスペースはありますか', alternatives: [], answer: '窓際に8席ございます。', emotion: null };
const parking = { type: 'qa' as const, question: '駐車場はありますか', alternatives: [], answer: '店舗横に3台分ございます。', emotion: null };

const qaPassage = (id: string, content: typeof eatIn, similarity: number | null | undefined): RetrievedPassage => ({
  passageId: `p-${id}`,
  itemId: id,
  itemTitle: content.question,
  itemType: 'qa',
  heading: content.question,
  text: `${content.question}\n${content.answer}`,
  qa: content,
  score: 0,
  ...(similarity === undefined ? {} : { similarity }),
});

const answer = (question: string, passages: RetrievedPassage[]) =>
  builtinAnswer({ question, passages, qaContents: async () => new Map(), maxAnswerChars: 200, words: ownWords.ja.polite });

describe('the built-in responder with retrieval by meaning', () => {
  it('answers a pair alike by meaning though no word of the question is in it', async () => {
    const result = await answer('その場で食べられる？', [qaPassage('eat-in', eatIn, 0.93), qaPassage('parking', parking, 0.8)]);
    expect(result.engine).toBe('knowledge_qa');
    if (result.engine === 'knowledge_qa') expect(result.passage.itemId).toBe('eat-in');
  });

  it('offers candidates, not an answer, when two pairs are about as alike', async () => {
    const result = await answer('その場で食べられる？', [qaPassage('eat-in', eatIn, 0.885), qaPassage('parking', parking, 0.875)]);
    expect(result.engine).toBe('knowledge_candidates');
  });

  it('falls back below the meaning floor', async () => {
    const result = await answer('その場で食べられる？', [qaPassage('eat-in', eatIn, 0.78), qaPassage('parking', parking, 0.77)]);
    expect(result.engine).toBe('fallback');
  });

  it('keeps the lexical bands where no model ran, and the meaning bands where one did', () => {
    expect(bandsFor([qaPassage('eat-in', eatIn, undefined)])).toBe(RESPONDER_BANDS);
    expect(bandsFor([qaPassage('eat-in', eatIn, null)])).toBe(RESPONDER_BANDS_WITH_MEANING);
    const score = (likeness: number, similarity: number | null): QaScore => ({ passage: qaPassage('x', eatIn, similarity), content: eatIn, likeness, asked: 0, similarity });
    expect(likenessOf(score(0.4, null), RESPONDER_BANDS_WITH_MEANING)).toEqual({ value: 0.4, byMeaning: false });
    expect(likenessOf(score(0.4, 0.87), { ...RESPONDER_BANDS_WITH_MEANING, semFloor: 0.83, semCeil: 0.91 }).value).toBeCloseTo(0.5);
    expect(likenessOf(score(0.1, 0.99), RESPONDER_BANDS_WITH_MEANING)).toEqual({ value: 1, byMeaning: true });
    expect(likenessOf(score(0.3, 0.99), RESPONDER_BANDS).byMeaning).toBe(false);
  });
});
