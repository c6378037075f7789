import { defaultSynonyms, type RetrievedPassage, type TermHeld, type TermRarity } from '../../knowledge';
import type { OwnWords } from '../labels';
import { cutAnswer } from './cut-answer';
import { questionKeyOf } from '../../analytics/question-key';
import { passageCoverage, passageWords, qaLikeness, questionWords, textWords } from './relevance';

/** A Q&A pair as the responder reads it from the knowledge item. */
export interface QaContent {
  question: string;
  alternatives: string[];
  answer: string;
  emotion: string | null;
}

/**
 * Where the built-in responder is sure, unsure or has nothing (docs/architecture.md §6). The Q&A bands were chosen
 * on the answer-quality corpus's TUNING split only (`pnpm --filter bench answer-calibration` sweeps
 * them; api/test/knowledge/fixtures/answer-quality/README.md): first no more than 3 % of answerable
 * questions answered with a wrong item and 5 % of unanswerable ones answered at all, then the most
 * right answers (the lead band took them from 27 to 36 of 252 within those limits; on the report
 * split 16 → 31, wrong sure 10 → 9); then the lowest candidate band whose lists hold the right
 * question 90 % of the time, or, as no band does yet, the band with the most lists holding it net
 * of those that do not (a misleading list costs as much as a helpful one helps). Since 2026-12-04
 * the sure bands are ranked by right − 2 × wrong within the limits, not by right alone: the limits
 * hold for unseen questions, and the most-right band sits at their edge in-sample. With qaAsked
 * (a pair's own question must hold part of the visitor's), these bands gave 48 right, 5 wrong of
 * 252 on the tuning split (the most-right band: 51 and 7); the report split, read once: 36 and 9.
 */
export interface ResponderBands {
  /** From this likeness of the visitor's question to a Q&A pair (relevance.ts qaLikeness), its answer is given, if it also leads by qaLead. */
  qaSure: number;
  /**
   * By at least this much the most alike Q&A pair must be more alike than the next: a question two
   * pairs answer about equally well (カード → the payment pair and the point card pair) is one the
   * visitor should choose, not one to guess.
   */
  qaLead: number;
  /** At least this share of the question the most alike pair's own question (or an alternative) must hold, not only its answer. */
  qaAsked: number;
  /**
   * From this share of the question's content found in a Q&A pair's passage (question and answer),
   * its answer is given as a passage. Calibrated off: a Q&A whose question is not alike is offered, not given.
   */
  qaPassageSure: number;
  /**
   * From this share of the question's content found in a passage of an article, a file or a web
   * page, the passage is given. Not calibrated: the corpus holds Q&A only (kept as it was, 0.5).
   */
  documentSure: number;
  /** From this likeness, a Q&A question is offered as a candidate (もしかして…) when nothing is sure. */
  candidate: number;
  /**
   * Retrieval by meaning (issue #39): a Q&A pair's cosine similarity to the question (the best of
   * its question-with-answer and its other phrasings) counts as a likeness from `semFloor` (0) to
   * `semCeil` (1), and a pair is as alike as the larger of that and its words' likeness. A pair alike
   * by meaning needs no word of the visitor's in its question (qaAsked is for word likeness). Off
   * where semCeil ≤ semFloor, and wherever no model ran (similarity null).
   */
  semFloor: number;
  semCeil: number;
}

export const RESPONDER_BANDS: ResponderBands = { qaSure: 0.375, qaLead: 0.225, qaAsked: 0.15, qaPassageSure: 1.01, documentSure: 0.5, candidate: 0.2, semFloor: 1, semCeil: 1 };

/**
 * The bands where retrieval ran by meaning (the built-in multilingual-e5-small), chosen by
 * `pnpm --filter bench answer-calibration` on the TUNING split only, by the same rule (2026-12-07):
 * right sure 48 → 63 of 252, wrong sure 5 → 1, unanswerable answered 1 of 30; candidate lists hold
 * the right question 77.3 % of the time (75.7 % with the lexical bands and the model). A pair alike by
 * meaning needs no word of the visitor's in its question, so qaAsked is off here. Another model
 * (a provider's) has other cosines: recalibrate before relying on these for it.
 */
export const RESPONDER_BANDS_WITH_MEANING: ResponderBands = { qaSure: 0.6, qaLead: 0.25, qaAsked: 0, qaPassageSure: 1.01, documentSure: 0.5, candidate: 0.2, semFloor: 0.83, semCeil: 0.91 };

/** The bands for passages as retrieval gave them: with meaning where it ran (a passage says its similarity, even null). */
export function bandsFor(passages: readonly RetrievedPassage[]): ResponderBands {
  return passages.some((p) => p.similarity !== undefined) ? RESPONDER_BANDS_WITH_MEANING : RESPONDER_BANDS;
}

/** At most this many candidate questions are offered. */
export const CANDIDATES_MAX = 3;

/** A Q&A item among the retrieved passages, scored against the visitor's question. */
export interface QaScore {
  passage: RetrievedPassage;
  content: QaContent;
  /** How well the item answers the visitor's question (qaLikeness: its question or an alternative, its answer as weaker evidence; 0–1). */
  likeness: number;
  /** The weighted share of the question the pair's question (or an alternative) holds, without its answer (0–1). */
  asked: number;
  /** Cosine similarity of the question to the pair by meaning (retrieval's); null where no model ran or it was not among the nearest. */
  similarity: number | null;
}

/** A pair's likeness under the bands: its words' or its meaning's, whichever is larger, and which. */
export function likenessOf(score: QaScore, bands: ResponderBands): { value: number; byMeaning: boolean } {
  const span = bands.semCeil - bands.semFloor;
  const meaning = score.similarity === null || span <= 0 ? 0 : Math.min(Math.max((score.similarity - bands.semFloor) / span, 0), 1);
  return meaning > score.likeness ? { value: meaning, byMeaning: true } : { value: score.likeness, byMeaning: false };
}

export interface PassageScore {
  passage: RetrievedPassage;
  /** The weighted share of the question's content words the passage (title, heading, text) holds. */
  covered: number;
}

/**
 * What the bands are applied to: every Q&A item among the passages, most alike first, and the
 * passage covering most of the question, among the Q&A pairs' passages and among the documents'.
 */
export interface BuiltinScores {
  qa: QaScore[];
  qaPassage: PassageScore | null;
  document: PassageScore | null;
}

export type BuiltinDecision =
  | { kind: 'qa'; score: QaScore }
  | { kind: 'passage'; passage: RetrievedPassage; covered: number }
  | { kind: 'candidates'; candidates: QaScore[] }
  | { kind: 'fallback'; confidence: number };

export type BuiltinAnswer =
  | { engine: 'knowledge_qa'; passage: RetrievedPassage; text: string; emotion: string | null; confidence: number }
  | { engine: 'knowledge_passages'; passage: RetrievedPassage; text: string; confidence: number }
  | { engine: 'knowledge_candidates'; candidates: { itemId: string; question: string }[]; confidence: number }
  | { engine: 'fallback'; confidence: number };

export interface ScoreInput {
  question: string;
  passages: readonly RetrievedPassage[];
  /**
   * The Q&A content of the items among the passages that came without it (RetrievedPassage.qa absent),
   * in one lookup (a missing id: no longer a Q&A). Retrieval reads it with the passages, so a turn never calls this.
   */
  qaContents(itemIds: readonly string[]): Promise<ReadonlyMap<string, QaContent>>;
  /** How rare each of the question's terms is among the agent's passages (retrieval's); without it every word weighs alike. */
  rarity?: TermRarity;
  /** Which of the question's terms the agent's passages hold (retrieval's): owner's words the question spells in kana are read as words. */
  holds?: TermHeld;
}

export interface BuiltinInput extends ScoreInput {
  maxAnswerChars: number;
  /** The runtime's own words in the agent's language and tone (the passage's introduction). */
  words: OwnWords;
  /** The bands; RESPONDER_BANDS unless a calibration tries others. */
  bands?: ResponderBands;
}

/**
 * The measures the bands are applied to, with one lookup of the Q&A items among the passages.
 * Null when the question has no content words (ありがとう) or nothing was retrieved. Retrieval's
 * BM25 only ranks; these say whether a candidate really answers.
 */
export async function scoreBuiltin(input: ScoreInput): Promise<BuiltinScores | null> {
  // The synonyms retrieval expanded the question with: a pair found through them is weighed by them too.
  const question = questionWords(input.question, input.rarity, defaultSynonyms(), input.holds);
  if (question.length === 0 || input.passages.length === 0) return null;

  const qaPassages = new Map<string, RetrievedPassage>();
  for (const p of input.passages) if (p.itemType === 'qa' && !qaPassages.has(p.itemId)) qaPassages.set(p.itemId, p);
  // Retrieval reads a Q&A item's content with its passage; only passages that come without it are looked up.
  const unread = [...qaPassages.values()].filter((p) => p.qa === undefined).map((p) => p.itemId);
  const contents = unread.length === 0 ? new Map<string, QaContent>() : await input.qaContents(unread);
  const qa: QaScore[] = [];
  for (const [itemId, passage] of qaPassages) {
    const content = passage.qa === undefined ? contents.get(itemId) : (passage.qa ?? undefined);
    if (!content) continue;
    const phrasings = [content.question, ...content.alternatives].map(textWords);
    const likeness = qaLikeness(question, phrasings, textWords(content.answer));
    const asked = Math.max(...phrasings.map((phrasing) => passageCoverage(question, phrasing)));
    qa.push({ passage, content, likeness, asked, similarity: passage.similarity ?? null });
  }
  // Stable: equal likeness keeps retrieval's order.
  qa.sort((a, b) => b.likeness - a.likeness);

  let qaPassage: PassageScore | null = null;
  let document: PassageScore | null = null;
  for (const p of input.passages) {
    const words = p.words ? passageWords(p.words, p.itemTitle) : textWords(`${p.itemTitle}\n${p.heading}\n${p.text}`);
    const covered = passageCoverage(question, words);
    if (p.itemType === 'qa') {
      if (qaPassage === null || covered > qaPassage.covered) qaPassage = { passage: p, covered };
    } else if (document === null || covered > document.covered) document = { passage: p, covered };
  }
  return { qa, qaPassage, document };
}

/**
 * Sure: the most alike Q&A pair from `qaSure` when it leads the next by `qaLead`, else the passage
 * covering the question from its band (a document's, a Q&A pair's). Unsure: up to three Q&A
 * questions from `candidate`, most alike first. Else nothing. Pure: the calibration applies it to
 * scores taken once.
 */
export function decideBuiltin(scores: BuiltinScores | null, bands: ResponderBands): BuiltinDecision {
  if (scores === null) return { kind: 'fallback', confidence: 0 };
  // Stable: equal likeness keeps the words' order (scoreBuiltin's).
  const ranked = onePerQuestion(scores.qa.map((score) => ({ score, ...likenessOf(score, bands) })).sort((a, b) => b.value - a.value));
  const [best, next] = ranked;
  if (best && best.value >= bands.qaSure && (best.byMeaning || best.score.asked >= bands.qaAsked) && best.value - (next?.value ?? 0) >= bands.qaLead) {
    return { kind: 'qa', score: { ...best.score, likeness: best.value } };
  }
  const passages = [
    scores.document && scores.document.covered >= bands.documentSure ? scores.document : null,
    scores.qaPassage && scores.qaPassage.covered >= bands.qaPassageSure ? scores.qaPassage : null,
  ].filter((p): p is PassageScore => p !== null);
  const passage = passages.sort((a, b) => b.covered - a.covered)[0];
  if (passage) return { kind: 'passage', ...passage };
  const candidates = ranked
    .filter((r) => r.value >= bands.candidate)
    .slice(0, CANDIDATES_MAX)
    .map((r) => ({ ...r.score, likeness: r.value }));
  if (candidates.length > 0) return { kind: 'candidates', candidates };
  return { kind: 'fallback', confidence: Math.max(best?.value ?? 0, scores.qaPassage?.covered ?? 0, scores.document?.covered ?? 0) };
}

/**
 * The most alike of the Q&As that share a question (compared as 分析 groups questions): two Q&As an
 * owner made for one question are one answer, never two identical もしかして buttons, nor rivals that
 * keep each other from a sure answer.
 */
function onePerQuestion<T extends { score: QaScore }>(ranked: readonly T[]): T[] {
  const seen = new Set<string>();
  return ranked.filter((r) => {
    const key = questionKeyOf(r.score.content.question) ?? r.score.content.question;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The built-in knowledge responder, with no network, in three answers (docs/architecture.md §6): sure, the
 * answer of the Q&A pair whose question (or an alternative) resembles the visitor's, else the
 * passage that covers the question, introduced with its source; unsure, the likely Q&A questions
 * for the visitor to choose from; nothing, the fallback (the caller sends the fallback fixed
 * message and suggests quick replies).
 */
export async function builtinAnswer(input: BuiltinInput): Promise<BuiltinAnswer> {
  const decision = decideBuiltin(await scoreBuiltin(input), input.bands ?? bandsFor(input.passages));
  switch (decision.kind) {
    case 'qa':
      return {
        engine: 'knowledge_qa',
        passage: decision.score.passage,
        text: cutAnswer(decision.score.content.answer, input.maxAnswerChars),
        emotion: decision.score.content.emotion,
        confidence: decision.score.likeness,
      };
    case 'passage': {
      const intro = input.words.passageIntro(decision.passage.itemTitle);
      const room = Math.max(input.maxAnswerChars - Array.from(intro).length - 1, 1);
      return {
        engine: 'knowledge_passages',
        passage: decision.passage,
        text: `${intro}\n${cutAnswer(decision.passage.text, room)}`,
        confidence: decision.covered,
      };
    }
    case 'candidates':
      return {
        engine: 'knowledge_candidates',
        candidates: decision.candidates.map((s) => ({ itemId: s.passage.itemId, question: s.content.question })),
        confidence: decision.candidates[0]?.likeness ?? 0,
      };
    case 'fallback':
      return { engine: 'fallback', confidence: decision.confidence };
  }
}
