import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { FormRefRow } from '#src/domains/history/form-answer-history-repository';
import { historyMessages } from '#src/domains/history/messages';
import { ApiError } from '#src/errors/api-error';
import { isUuid } from '#src/lib/uuid';

/**
 * The :id of an answer and the :formId of a form. Like a conversation's, an id that is not a UUID is
 * simply not found (404), as another owner's is, rather than a 400 about its format.
 */
export const formAnswerIdParams = z.object({ id: z.string().max(100).meta({ format: 'uuid' }) });
export const formIdParams = z.object({ formId: z.string().max(100).meta({ format: 'uuid' }) });

export const formAnswerNotFound = () => new ApiError(404, 'not_found', historyMessages.formAnswerNotFound);
export const formNotFound = () => new ApiError(404, 'not_found', historyMessages.formNotFound);

/** The id when it can name an answer; throws the 404 when it cannot. */
export function formAnswerIdOf(params: { id: string }): string {
  if (!isUuid(params.id)) throw formAnswerNotFound();
  return params.id.toLowerCase();
}

/** The owner's form (deleted ones included: their answers stay); 404 for another owner's or an unknown id. */
export async function ownersForm(app: FastifyInstance, agentId: string, formId: string): Promise<FormRefRow> {
  if (!isUuid(formId)) throw formNotFound();
  const form = await app.repositories.formAnswerHistory.form(agentId, formId.toLowerCase());
  if (!form) throw formNotFound();
  return form;
}

/** The filters' form, when one is chosen, must be the owner's. */
export async function checkFormFilter(app: FastifyInstance, agentId: string, formId: string): Promise<void> {
  if (formId !== '') await ownersForm(app, agentId, formId);
}
