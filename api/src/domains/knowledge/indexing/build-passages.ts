import type { KnowledgeContent } from '#src/db/schema/index';
import type { TimeSlicer } from '#src/lib/time-slice/index';
import type { ExtractedDocument } from '../extract/document';
import { mergeTerms, normaliseLongText, type TermCounts, termTotal, textTerms } from '../text/index-terms';
import { type PassageDraft, splitPassages, splitPassagesInSlices } from '../text/split-passages';

/** A passage ready to be written: its text and its weighted bag of index terms. */
export interface PassageToIndex {
  heading: string;
  text: string;
  normalisedText: string;
  terms: TermCounts;
  tokenCount: number;
  /**
   * The content words and readings of its heading and text (the item's title left out: it can be
   * renamed without indexing again): what the built-in responder compares the passage by, kept so
   * that answering a question analyses no passage.
   */
  words: string[];
}

/**
 * An item's passages, split but not yet indexed: indexing costs about a millisecond a passage, so
 * the indexing run takes them a batch at a time and lets the server answer requests in between.
 */
export interface PassagePlan {
  readonly length: number;
  /** Passages [from, to) with their index terms. */
  build(from: number, to: number): PassageToIndex[];
}

/** A Q&A's question and its other phrasings weigh this much more than its answer. */
export const QUESTION_WEIGHT = 2;

/** A heading's index terms (as its passages carry them) and its words, analysed once for all its passages. */
interface HeadingContext {
  terms: TermCounts;
  words: ReadonlySet<string>;
}

function plan(drafts: readonly PassageDraft[], contextOf: (draft: PassageDraft) => HeadingContext): PassagePlan {
  return {
    length: drafts.length,
    build: (from, to) =>
      drafts.slice(from, to).map((draft) => {
        const normalisedText = normaliseLongText(draft.text);
        const context = contextOf(draft);
        const words = new Set(context.words);
        const terms = mergeTerms(textTerms(draft.text, 1, normalisedText, words), context.terms);
        return { heading: draft.heading, text: draft.text, normalisedText, terms, tokenCount: termTotal(terms), words: [...words] };
      }),
  };
}

/**
 * Passages of an article, a file or a web page: the document split along sentences, each passage
 * indexed with its own words, the headings above it and the item's title, so a passage about
 * 「年間プラン」 under 「料金」 is found by either.
 */
export function documentPassages(title: string, document: ExtractedDocument): PassagePlan {
  return documentPlan(title, splitPassages(document.blocks));
}

/** documentPassages with the splitting done in slices of the event loop's time (see indexing/index-item.ts). */
export async function documentPassagesInSlices(title: string, document: ExtractedDocument, slicer: TimeSlicer): Promise<PassagePlan> {
  return documentPlan(title, await splitPassagesInSlices(document.blocks, slicer));
}

function documentPlan(title: string, drafts: readonly PassageDraft[]): PassagePlan {
  const titleTerms = textTerms(title);
  const contexts = new Map<string, HeadingContext>();
  return plan(drafts, (draft) => {
    let context = contexts.get(draft.heading);
    if (!context) {
      const words = new Set<string>();
      context = { terms: mergeTerms(textTerms(draft.heading, 1, normaliseLongText(draft.heading), words), titleTerms), words };
      contexts.set(draft.heading, context);
    }
    return context;
  });
}

/**
 * Passages of a Q&A: the answer split like an article, every passage carrying the question and
 * its alternatives at double weight, since a visitor's question is compared with a question first.
 * The question is the passage's heading.
 */
export function qaPassages(content: Extract<KnowledgeContent, { type: 'qa' }>): PassagePlan {
  const words = new Set<string>();
  const question = textTerms(content.question, QUESTION_WEIGHT, normaliseLongText(content.question), words);
  for (const alternative of content.alternatives) mergeTerms(question, textTerms(alternative, QUESTION_WEIGHT));
  const drafts = splitPassages([{ kind: 'text', text: content.answer }]).map((draft) => ({ heading: content.question, text: draft.text }));
  const context = { terms: question, words };
  return plan(drafts, () => context);
}
