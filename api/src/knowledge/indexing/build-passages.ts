import type { KnowledgeContent } from '../../db/schema';
import type { ExtractedDocument } from '../extract/document';
import { mergeTerms, normaliseLongText, type TermCounts, termTotal, textTerms } from '../text/index-terms';
import { splitPassages } from '../text/split-passages';

/** A passage ready to be written: its text and its weighted bag of index terms. */
export interface PassageToIndex {
  heading: string;
  text: string;
  normalisedText: string;
  terms: TermCounts;
  tokenCount: number;
}

/** A Q&A's question and its other phrasings weigh this much more than its answer. */
export const QUESTION_WEIGHT = 2;

function passage(heading: string, text: string, context: TermCounts): PassageToIndex {
  const normalisedText = normaliseLongText(text);
  const terms = mergeTerms(textTerms(text, 1, normalisedText), context);
  return { heading, text, normalisedText, terms, tokenCount: termTotal(terms) };
}

/**
 * Passages of an article, a file or a web page: the document split along sentences, each passage
 * indexed with its own words, the headings above it and the item's title, so a passage about
 * 「年間プラン」 under 「料金」 is found by either.
 */
export function documentPassages(title: string, document: ExtractedDocument): PassageToIndex[] {
  const titleTerms = textTerms(title);
  const contexts = new Map<string, TermCounts>();
  return splitPassages(document.blocks).map((draft) => {
    let context = contexts.get(draft.heading);
    if (!context) {
      context = mergeTerms(textTerms(draft.heading), titleTerms);
      contexts.set(draft.heading, context);
    }
    return passage(draft.heading, draft.text, context);
  });
}

/**
 * Passages of a Q&A: the answer split like an article, every passage carrying the question and
 * its alternatives at double weight, since a visitor's question is compared with a question first.
 * The question is the passage's heading.
 */
export function qaPassages(content: Extract<KnowledgeContent, { type: 'qa' }>): PassageToIndex[] {
  const question = textTerms(content.question, QUESTION_WEIGHT);
  for (const alternative of content.alternatives) mergeTerms(question, textTerms(alternative, QUESTION_WEIGHT));
  return splitPassages([{ kind: 'text', text: content.answer }]).map((draft) => passage(content.question, draft.text, question));
}
