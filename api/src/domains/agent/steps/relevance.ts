import { type ContentWord, kanaSpelledWords, SYNONYM_WEIGHT, type SynonymIndex, textContentWords } from '../../knowledge';

function addBigrams(terms: Set<string>, word: string): void {
  const chars = Array.from(word);
  if (chars.length === 1) terms.add(word);
  for (let i = 0; i + 1 < chars.length; i += 1) terms.add(`${chars[i]}${chars[i + 1]}`);
}

/**
 * The content terms of a text: the character bigrams (a one-character word is itself) of its
 * content words (nouns, independent verbs and adjectives in their base form, unknown words,
 * compounds; never particles, auxiliaries or politeness and question endings: see
 * textContentWords) and of their readings, so 取り置き, とりおき and トリオキ share terms.
 */
export function contentTerms(text: string): Set<string> {
  const terms = new Set<string>();
  for (const { word, reading } of textContentWords(text)) {
    addBigrams(terms, word);
    if (reading !== '') addBigrams(terms, reading);
  }
  return terms;
}

/** How much of the question a text covers: the share of the question's content terms it holds (0–1). */
export function coverage(question: ReadonlySet<string>, text: ReadonlySet<string>): number {
  if (question.size === 0) return 0;
  let shared = 0;
  for (const term of question) if (text.has(term)) shared += 1;
  return shared / question.size;
}

/** How alike two questions are (Dice over content terms, 0–1): a Q&A pair answers a question it resembles. */
export function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared += 1;
  return (2 * shared) / (a.size + b.size);
}

/** A content word of the visitor's question, as the responder weighs it. */
export interface QuestionWord {
  word: string;
  /** '' where the word is spelled as it is read. */
  reading: string;
  /** The bigrams of the word and its reading: a word written a little otherwise (a typo, a compound's part) still counts in part. */
  bigrams: Set<string>;
  /** How rare the word is among the agent's passages (retrieval's IDF of the word or its reading, the higher); 1 without statistics. */
  weight: number;
  /** Other spellings of the word (Sudachi's same vocabulary: 判子 for はんこ): found, they count as the word. */
  variants: readonly string[];
  /** Words of the same meaning (retrieval's synonyms: 印鑑 for はんこ): found, they count SYNONYM_MATCH_WEIGHT. */
  synonyms: readonly string[];
}

/** A text of the owner's as the responder compares with: its content words with their readings, and their bigrams. */
export interface TextWords {
  words: Set<string>;
  bigrams: Set<string>;
}

/** A word found only through its bigrams counts at most this much of a word found whole. */
export const PARTIAL_MATCH_WEIGHT = 0.7;
/** A question's word found only in a Q&A's answer counts this much of one found in its question. */
export const ANSWER_EVIDENCE_WEIGHT = 0.7;
/** A question's word found only as a synonym counts this much of the word: retrieval's SYNONYM_WEIGHT, the same judgement. */
export const SYNONYM_MATCH_WEIGHT = SYNONYM_WEIGHT;

/**
 * The content words of a visitor's question (compounds left out: their parts stand for them), each
 * weighed by `rarity` (retrieval's TermRarity): a word most of the owner's items share (パン at a
 * bakery) says less about which item answers than one only a few hold. With `holds` (which terms
 * the owner's passages hold), the owner's words the question spells in kana are read first
 * (kanaSpelledWords: ちゅうしゃじょう for 駐車場), the analyser reading the rest.
 */
export function questionWords(
  question: string,
  rarity?: (term: string) => number,
  synonyms?: SynonymIndex | null,
  holds?: (term: string) => boolean,
): QuestionWord[] {
  const seen = new Set<string>();
  const words: QuestionWord[] = [];
  // A kana piece is read as a word when the passages hold it or, for a word of the synonym dictionary, one of its spellings or synonyms (はんこ: 印鑑).
  const isOwnersWord = holds && synonyms ? (piece: string) => holds(piece) || synonyms.variantsOf(piece).some(holds) || synonyms.synonymsOf(piece).some(holds) : holds;
  for (const { word, reading, compound } of questionContentWords(question, isOwnersWord)) {
    if (compound || seen.has(word)) continue;
    seen.add(word);
    const bigrams = new Set<string>();
    addBigrams(bigrams, word);
    if (reading !== '') addBigrams(bigrams, reading);
    const weight = rarity ? Math.max(rarity(word), reading === '' ? 0 : rarity(reading)) : 1;
    const variants = synonyms ? synonyms.variantsOf(word) : [];
    const others = synonyms ? synonyms.synonymsOf(word).filter((synonym) => !variants.includes(synonym)) : [];
    words.push({ word, reading, bigrams, weight, variants, synonyms: others });
  }
  return words;
}

function questionContentWords(question: string, holds?: (term: string) => boolean): readonly Readonly<ContentWord>[] {
  if (!holds) return textContentWords(question);
  const spelled = kanaSpelledWords(question, holds);
  if (spelled.words.length === 0) return textContentWords(question);
  return [...spelled.words.map((word) => ({ word, reading: '', compound: false })), ...textContentWords(spelled.rest)];
}

/** The content words (compounds and readings too) and content bigrams of a text of the owner's. */
export function textWords(text: string): TextWords {
  const words = new Set<string>();
  const bigrams = new Set<string>();
  for (const { word, reading } of textContentWords(text)) {
    words.add(word);
    addBigrams(bigrams, word);
    if (reading !== '') {
      words.add(reading);
      addBigrams(bigrams, reading);
    }
  }
  return { words, bigrams };
}

/**
 * textWords of a passage (its item's title, heading and text) from the words indexing kept for its
 * heading and text: the same words without analysing the passage again, only the short title
 * (remembered across questions).
 */
export function passageWords(indexed: readonly string[], title: string): TextWords {
  const { words: titleWords, bigrams: titleBigrams } = textWords(title);
  const words = new Set(titleWords);
  const bigrams = new Set(titleBigrams);
  for (const word of indexed) {
    words.add(word);
    addBigrams(bigrams, word);
  }
  return { words, bigrams };
}

/**
 * 1 where the text has the word (its reading, another spelling of it) whole; else the better of
 * SYNONYM_MATCH_WEIGHT where it has a synonym and the share of the word's bigrams it has × PARTIAL_MATCH_WEIGHT.
 */
export function wordMatch(word: QuestionWord, text: TextWords): number {
  if (text.words.has(word.word) || (word.reading !== '' && text.words.has(word.reading))) return 1;
  for (const variant of word.variants) if (text.words.has(variant)) return 1;
  let found = 0;
  for (const synonym of word.synonyms) {
    if (text.words.has(synonym)) {
      found = SYNONYM_MATCH_WEIGHT;
      break;
    }
  }
  if (word.bigrams.size === 0) return found;
  let shared = 0;
  for (const bigram of word.bigrams) if (text.bigrams.has(bigram)) shared += 1;
  return Math.max(found, (shared / word.bigrams.size) * PARTIAL_MATCH_WEIGHT);
}

/** The weighted share of the question's words a text holds (0–1), `answer` adding what it holds at ANSWER_EVIDENCE_WEIGHT. */
function weightedCoverage(question: readonly QuestionWord[], text: TextWords, answer: TextWords | null): number {
  let total = 0;
  let found = 0;
  for (const word of question) {
    total += word.weight;
    const here = wordMatch(word, text);
    found += word.weight * (here === 1 || !answer ? here : Math.max(here, ANSWER_EVIDENCE_WEIGHT * wordMatch(word, answer)));
  }
  return total === 0 ? 0 : found / total;
}

/**
 * How well a Q&A pair answers a visitor's question (0–1): the weighted share of the question's
 * words its question (or an alternative) holds, a word its answer holds instead counting
 * ANSWER_EVIDENCE_WEIGHT: カード使える？ finds クレジットカード in the payment answer, not only in
 * the question about a point card.
 */
export function qaLikeness(question: readonly QuestionWord[], phrasings: readonly TextWords[], answer: TextWords): number {
  let best = 0;
  for (const phrasing of phrasings) best = Math.max(best, weightedCoverage(question, phrasing, answer));
  return best;
}

/** How much of the question a passage (its title, headings and text) covers: the weighted share of the question's words it holds (0–1). */
export function passageCoverage(question: readonly QuestionWord[], passage: TextWords): number {
  return weightedCoverage(question, passage, null);
}
