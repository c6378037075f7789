import { type QaImportResult, qaAlternativesSchema, qaAnswerSchema, qaEmotionSchema, qaQuestionSchema } from 'shared-contracts';
import { z } from 'zod';
import type { AuthenticatedOwner } from '../../auth/authenticated-owner';
import type { KnowledgeContent } from '#src/db/schema/index';
import type { KnowledgeItemsRepository } from '../knowledge-items-repository';
import { normaliseForMatch } from '../../agent/normalise';
import { knowledgeMessages } from '../messages';
import type { QaCsvRow } from './qa-csv-rows';

type QaContent = Extract<KnowledgeContent, { type: 'qa' }>;

const rowSchema = z.object({
  question: qaQuestionSchema,
  answer: qaAnswerSchema,
  alternatives: qaAlternativesSchema,
  emotion: qaEmotionSchema,
});

/**
 * Adds the valid rows as Q&A and updates stored Q&A whose question reads the same (NFKC, kana
 * folding), all in one transaction; a row that fails its checks comes back with its line and the
 * message the form would show. Unchanged Q&A are left alone, so importing an export again changes nothing.
 */
export async function importQa(repository: KnowledgeItemsRepository, owner: AuthenticatedOwner, rows: readonly QaCsvRow[]): Promise<QaImportResult> {
  const errors: QaImportResult['errors'] = [];
  const stored = new Map<string, { id: string; content: QaContent }>();
  for (const row of await repository.allQa(owner.agentId)) {
    if (row.content.type === 'qa') stored.set(normaliseForMatch(row.content.question), { id: row.id, content: row.content });
  }

  const firstLines = new Map<string, number>();
  const added: QaContent[] = [];
  const updated: { id: string; content: QaContent }[] = [];
  for (const row of rows) {
    const parsed = rowSchema.safeParse({ ...row, emotion: row.emotion === '' ? null : row.emotion });
    if (!parsed.success) {
      errors.push({ line: row.line, message: parsed.error.issues[0]?.message ?? '' });
      continue;
    }
    const content: QaContent = { type: 'qa', ...parsed.data };
    const key = normaliseForMatch(content.question);
    const first = firstLines.get(key);
    if (first !== undefined) {
      errors.push({ line: row.line, message: knowledgeMessages.qaImportDuplicateRow(first) });
      continue;
    }
    firstLines.set(key, row.line);
    const existing = stored.get(key);
    if (!existing) added.push(content);
    else if (!sameQa(existing.content, content)) updated.push({ id: existing.id, content });
  }

  await repository.importQa(owner, added, updated);
  return { added: added.length, updated: updated.length, errors };
}

function sameQa(a: QaContent, b: QaContent): boolean {
  return (
    a.question === b.question &&
    a.answer === b.answer &&
    a.emotion === b.emotion &&
    a.alternatives.length === b.alternatives.length &&
    a.alternatives.every((alternative, index) => alternative === b.alternatives[index])
  );
}
