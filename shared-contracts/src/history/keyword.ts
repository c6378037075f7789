import { z } from 'zod';

/** A keyword is looked for inside every message of a conversation (Japanese has no spaces: a substring). */
export const CONVERSATION_KEYWORD_MAX = 500;
export const conversationKeywordSchema = z
  .string()
  .trim()
  .max(CONVERSATION_KEYWORD_MAX, { error: `キーワードは${CONVERSATION_KEYWORD_MAX}文字以内で入力してください` })
  .default('');
