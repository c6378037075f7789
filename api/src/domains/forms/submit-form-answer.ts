import { buildAnswerSchema, type FormAnswer } from 'shared-contracts';
import type { Database } from '../../db/database';
import { ApiError } from '../../errors/api-error';
import { fieldsOfZodError, validationError } from '../../errors/validation-error';
import { formAnswerSearchText } from '../history/form-answer-search-text';
import { formMessages } from './messages';
import { toFormAnswer } from './to-form-answer';
import { repositoriesOf } from '../repositories';

export interface FormAnswerContext {
  /** The signed-in visitor's account, when the visitor signed in inside the widget. */
  visitorAccountId?: string | null;
  /** The conversation the form was opened in. */
  conversationId?: string | null;
  /** When it was sent (default: now): the sample history's past. */
  at?: Date;
}

/**
 * Stores a visitor's answer to the owner's form: judged with buildAnswerSchema against the form's
 * current version and stored with that version, so later edits of the form never change what it
 * meant. A form that is switched off, archived or not the agent's answers 404 with one message, so
 * a visitor learns nothing about forms they were not shown; a refused answer is a 400 with the
 * field messages keyed by field key.
 */
export async function submitFormAnswer(
  db: Database,
  agentId: string,
  formId: string,
  values: Readonly<Record<string, unknown>>,
  context: FormAnswerContext = {},
): Promise<FormAnswer> {
  const forms = repositoriesOf(db).forms;
  const current = await forms.current(agentId, formId);
  if (!current || !current.form.enabled) throw new ApiError(404, 'not_found', formMessages.notAccepting);
  const parsed = buildAnswerSchema(current.version.definition).safeParse(values);
  if (!parsed.success) throw validationError(fieldsOfZodError(parsed.error));
  const answer = await forms.insertAnswer({
    agentId,
    formId,
    formVersionId: current.version.id,
    values: parsed.data,
    visitorAccountId: context.visitorAccountId ?? null,
    conversationId: context.conversationId ?? null,
    searchText: formAnswerSearchText(current.version.definition.fields, parsed.data),
    ...(context.at ? { createdAt: context.at } : {}),
  });
  return toFormAnswer(answer, current.version.version);
}
