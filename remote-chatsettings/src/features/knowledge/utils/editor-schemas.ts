import { z } from 'zod';
import {
  articleBodySchema,
  knowledgeTitleSchema,
  knowledgeUrlSchema,
  qaAlternativesSchema,
  qaAnswerSchema,
  qaEmotionSchema,
  qaQuestionSchema,
  type KnowledgeItem,
} from 'shared-contracts';

/** The contract's own field schemas, one form per kind, so the messages at the fields are the API's. */
export const articleFormSchema = z.object({ type: z.literal('article'), title: knowledgeTitleSchema, body: articleBodySchema });
export type ArticleFormValues = z.infer<typeof articleFormSchema>;

export const qaFormSchema = z.object({
  type: z.literal('qa'),
  question: qaQuestionSchema,
  alternatives: qaAlternativesSchema,
  answer: qaAnswerSchema,
  emotion: qaEmotionSchema,
});
export type QaFormValues = z.infer<typeof qaFormSchema>;

export const urlFormSchema = z.object({ type: z.literal('url'), url: knowledgeUrlSchema });
export type UrlFormValues = z.infer<typeof urlFormSchema>;

export const fileTitleFormSchema = z.object({ type: z.literal('file'), title: knowledgeTitleSchema });
export type FileTitleFormValues = z.infer<typeof fileTitleFormSchema>;

export const NEW_ARTICLE: ArticleFormValues = { type: 'article', title: '', body: '' };
export const NEW_QA: QaFormValues = { type: 'qa', question: '', alternatives: [], answer: '', emotion: null };
export const NEW_URL: UrlFormValues = { type: 'url', url: '' };

export function articleValuesOf(item: Extract<KnowledgeItem, { type: 'article' }>): ArticleFormValues {
  return { type: 'article', title: item.title, body: item.body };
}

export function qaValuesOf(item: Extract<KnowledgeItem, { type: 'qa' }>): QaFormValues {
  return { type: 'qa', question: item.question, alternatives: [...item.alternatives], answer: item.answer, emotion: item.emotion };
}
