import { idSchema } from 'shared-contracts';
import { z } from 'zod';
import { ApiError } from '#src/errors/api-error';
import { historyOperationMessages } from '#src/domains/history/operation-messages';

/**
 * The :id of a conversation route. A conversation's URL is shared and pasted: one that is not a
 * conversation id (mangled, cut short) is a conversation that is not there, 404 like an unknown or
 * foreign one, rather than a validation error.
 */
export const conversationIdParams = z.object({ id: z.string().describe('The conversation id (a UUID)') });

/** The id when it can be a conversation's, else the 404 every conversation route answers. */
export function conversationIdOf(params: { id: string }): string {
  const parsed = idSchema.safeParse(params.id);
  if (!parsed.success) throw new ApiError(404, 'not_found', historyOperationMessages.conversationNotFound);
  return parsed.data;
}
