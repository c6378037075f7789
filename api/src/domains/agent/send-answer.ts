import type { AnswerEngine } from 'shared-contracts';
import type { Answer } from './decide-answer';
import { agentLabels } from './labels';
import { LlmFailure } from './llm/llm-failure';
import { cutAnswer } from './steps/cut-answer';
import { createOutputGuard, guardText, type OutputGuardRules } from './steps/output-guard';

/** The built-in responder's text leaves in pieces of about this many characters, as a model's would. */
const BUILTIN_CHUNK = 16;

export interface SendInput {
  answer: Pick<Answer, 'engine' | 'rule' | 'pieces' | 'cut' | 'imageMediaId'>;
  rules: OutputGuardRules;
  maxAnswerChars: number;
  /** When the turn began (performance.now()), for the time to the first token. */
  started: number;
  /** The owner's error message, sent in place of an answer the provider failed to give. */
  errorMessage(): string;
  /** The picture the owner attached to that message. */
  errorImageMediaId: string | null;
}

/** What the visitor was sent: the text as stored, its picture, and how it came to be. */
export interface SentAnswer {
  text: string;
  engine: AnswerEngine;
  rule: string;
  imageMediaId: string | null;
  firstTokenMs: number | null;
}

function chunks(text: string): string[] {
  const characters = Array.from(text);
  const out: string[] = [];
  for (let i = 0; i < characters.length; i += BUILTIN_CHUNK) out.push(characters.slice(i, i + BUILTIN_CHUNK).join(''));
  return out;
}

/**
 * Sends the answer through the output guard as it is written, and answers what was sent. A provider
 * failure becomes the owner's error message with its picture (engine llm_error, the reason in the
 * rule): sent whole when nothing had gone out yet, else only stored, in place of the broken answer.
 */
export async function* sendAnswer(input: SendInput): AsyncGenerator<{ type: 'delta'; text: string }, SentAnswer, undefined> {
  const { answer, maxAnswerChars: max } = input;
  const guard = createOutputGuard(input.rules);
  let firstTokenMs: number | null = null;
  function* delta(text: string) {
    if (text === '') return;
    firstTokenMs ??= performance.now() - input.started;
    yield { type: 'delta' as const, text };
  }

  let engine = answer.engine;
  let rule = answer.rule;
  let written = 0;
  if (Array.isArray(answer.pieces)) {
    // A fixed text (the built-in responder's, a refusal) is known whole. Its first piece goes
    // through the guard alone, for an early first token; the rest in one push, not piece by piece:
    // each push re-normalises and re-matches all the text so far (the answer's length squared).
    // The guard sends the guarded prefix of the whole text however it is cut, so what is sent is
    // the same; it leaves in pieces like an answer being written, so the widget draws every answer alike.
    const pieces: string[] = [];
    for (const piece of answer.pieces.flatMap(chunks)) {
      if (answer.cut && written >= max) break;
      pieces.push(piece);
      written += Array.from(piece).length;
    }
    yield* delta(guard.push(pieces[0] ?? ''));
    for (const piece of chunks(guard.push(pieces.slice(1).join('')) + guard.end())) yield* delta(piece);
    return { text: answer.cut ? cutAnswer(guard.text, max) : guard.text, engine, rule, imageMediaId: answer.imageMediaId, firstTokenMs };
  }
  try {
    const pieces = answer.pieces;
    for await (const piece of pieces) {
      if (answer.cut && written >= max) break;
      const safe = guard.push(piece);
      written += Array.from(piece).length;
      yield* delta(safe);
    }
  } catch (error) {
    if (!(error instanceof LlmFailure)) throw error;
    engine = 'llm_error';
    rule = agentLabels.rule.llmError(error.reason);
  }

  if (engine === 'llm_error') {
    const text = guardText(input.rules, input.errorMessage()).text;
    if (firstTokenMs === null) yield* delta(text);
    return { text, engine, rule, imageMediaId: input.errorImageMediaId, firstTokenMs };
  }
  yield* delta(guard.end());
  return { text: answer.cut ? cutAnswer(guard.text, max) : guard.text, engine, rule, imageMediaId: answer.imageMediaId, firstTokenMs };
}
