import type { RetrievedPassage, TermRarity } from '../../knowledge';
import type { OwnWords } from '../labels';
import { cutAnswer } from './cut-answer';
import { passageCoverage, qaLikeness, questionWords, textWords } from './relevance';

/** A Q&A pair as the responder reads it from the knowledge item. */
export interface QaContent {
  question: string;
  alternatives: string[];
  answer: string;
  emotion: string | null;
}

/** Below this likeness of the visitor's question to a Q&A pair (qaLikeness), the pair is not taken as the answer. */
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
  /** How rare each of the question's terms is among the agent's passages (retrieval's); without it every word weighs alike. */
  rarity?: TermRarity;
  maxAnswerChars: number;
  /** The runtime's own words in the agent's language and tone (the passage's introduction). */
  words: OwnWords;
}

/**
 * The built-in knowledge responder, with no network: the answer of the Q&A pair that answers the
 * visitor's question (qaLikeness: the question's content words, weighed by their rarity, found in
 * the pair's question or an alternative, or more weakly in its answer); else an article's, a
 * file's or a web page's passage that covers most of the question, introduced with its source;
 * below both thresholds, the fallback (the caller sends the fallback fixed message and suggests
 * quick replies). Retrieval's BM25 only ranks; these measures say whether the best candidate
 * really answers.
 */
export async function builtinAnswer(input: BuiltinInput): Promise<BuiltinAnswer> {
  const question = questionWords(input.question, input.rarity);
  if (question.length === 0 || input.passages.length === 0) return { engine: 'fallback', confidence: 0 };

  // Q&A passages carry the question as their heading and (part of) the answer as their text; the
  // alternatives and the whole answer need the item itself, read for the three likeliest.
  const qaCandidates = input.passages
    .filter((p) => p.itemType === 'qa')
    .map((p) => ({ passage: p, likeness: qaLikeness(question, [textWords(p.heading)], textWords(p.text)) }))
    .sort((a, b) => b.likeness - a.likeness);
  const seen = new Set<string>();
  let best: { passage: RetrievedPassage; content: QaContent; likeness: number } | null = null;
  for (const candidate of qaCandidates) {
    if (seen.has(candidate.passage.itemId)) continue;
    seen.add(candidate.passage.itemId);
    if (seen.size > 3) break;
    const content = await input.qaContent(candidate.passage.itemId);
    if (!content) continue;
    const likeness = qaLikeness(question, [content.question, ...content.alternatives].map(textWords), textWords(content.answer));
    if (best === null || likeness > best.likeness) best = { passage: candidate.passage, content, likeness };
  }
  if (best && best.likeness >= QA_MATCH_MIN) {
    return {
      engine: 'knowledge_qa',
      passage: best.passage,
      text: cutAnswer(best.content.answer, input.maxAnswerChars),
      emotion: best.content.emotion,
      confidence: best.likeness,
    };
  }

  // A Q&A pair answers through its likeness alone; other passages by how much of the question they cover.
  let covering: { passage: RetrievedPassage; covered: number } | null = null;
  for (const passage of input.passages) {
    if (passage.itemType === 'qa') continue;
    const covered = passageCoverage(question, textWords(`${passage.itemTitle}\n${passage.heading}\n${passage.text}`));
    if (covering === null || covered > covering.covered) covering = { passage, covered };
  }
  if (covering === null || covering.covered < PASSAGE_COVERAGE_MIN) return { engine: 'fallback', confidence: Math.max(covering?.covered ?? 0, best?.likeness ?? 0) };
  const intro = input.words.passageIntro(covering.passage.itemTitle);
  const room = Math.max(input.maxAnswerChars - Array.from(intro).length - 1, 1);
  return {
    engine: 'knowledge_passages',
    passage: covering.passage,
    text: `${intro}\n${cutAnswer(covering.passage.text, room)}`,
    confidence: covering.covered,
  };
}
