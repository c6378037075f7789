import type { RetrievedPassage } from '../../knowledge';
import type { OwnWords } from '../labels';
import { cutAnswer } from './cut-answer';
import { contentTerms, coverage, similarity } from './relevance';

/** A Q&A pair as the responder reads it from the knowledge item. */
export interface QaContent {
  question: string;
  alternatives: string[];
  answer: string;
  emotion: string | null;
}

/** Below this likeness of the visitor's question to a Q&A question (or an alternative), the pair is not taken as the answer. */
export const QA_MATCH_MIN = 0.45;
/** Below this share of the question's content found in a passage, the passage is not taken as the answer. */
export const PASSAGE_COVERAGE_MIN = 0.5;

export type BuiltinAnswer =
  | { engine: 'knowledge_qa'; passage: RetrievedPassage; text: string; emotion: string | null; confidence: number }
  | { engine: 'knowledge_passages'; passage: RetrievedPassage; text: string; confidence: number }
  | { engine: 'fallback'; confidence: number };

export interface BuiltinInput {
  question: string;
  passages: readonly RetrievedPassage[];
  /** The Q&A content of an item among the passages (one lookup, only for a likely Q&A answer). */
  qaContent(itemId: string): Promise<QaContent | null>;
  maxAnswerChars: number;
  /** The runtime's own words in the agent's language and tone (the passage's introduction). */
  words: OwnWords;
}

/**
 * The built-in knowledge responder, with no network: the answer of the Q&A pair whose question
 * (or an alternative) resembles the visitor's; else the passage that covers most of the question,
 * introduced with its source; below both thresholds, the fallback (the caller sends the fallback
 * fixed message and suggests quick replies). Retrieval's BM25 only ranks; these measures say
 * whether the best candidate really answers.
 */
export async function builtinAnswer(input: BuiltinInput): Promise<BuiltinAnswer> {
  const question = contentTerms(input.question);
  if (question.size === 0 || input.passages.length === 0) return { engine: 'fallback', confidence: 0 };

  // Q&A passages carry the question as their heading; the alternatives need the item itself.
  const qaCandidates = input.passages
    .filter((p) => p.itemType === 'qa')
    .map((p) => ({ passage: p, likeness: Math.max(similarity(question, contentTerms(p.heading)), coverage(question, contentTerms(p.heading)) * 0.9) }))
    .sort((a, b) => b.likeness - a.likeness);
  const seen = new Set<string>();
  for (const candidate of qaCandidates.slice(0, 3)) {
    if (seen.has(candidate.passage.itemId)) continue;
    seen.add(candidate.passage.itemId);
    const content = await input.qaContent(candidate.passage.itemId);
    if (!content) continue;
    const likeness = Math.max(
      candidate.likeness,
      ...content.alternatives.map((alternative) => similarity(question, contentTerms(alternative))),
    );
    if (likeness >= QA_MATCH_MIN) {
      return {
        engine: 'knowledge_qa',
        passage: candidate.passage,
        text: cutAnswer(content.answer, input.maxAnswerChars),
        emotion: content.emotion,
        confidence: likeness,
      };
    }
  }

  let best: { passage: RetrievedPassage; covered: number } | null = null;
  for (const passage of input.passages) {
    const covered = coverage(question, contentTerms(`${passage.itemTitle}\n${passage.heading}\n${passage.text}`));
    if (best === null || covered > best.covered) best = { passage, covered };
  }
  if (best === null || best.covered < PASSAGE_COVERAGE_MIN) return { engine: 'fallback', confidence: best?.covered ?? 0 };
  const intro = input.words.passageIntro(best.passage.itemTitle);
  const room = Math.max(input.maxAnswerChars - Array.from(intro).length - 1, 1);
  return {
    engine: 'knowledge_passages',
    passage: best.passage,
    text: `${intro}\n${cutAnswer(best.passage.text, room)}`,
    confidence: best.covered,
  };
}
