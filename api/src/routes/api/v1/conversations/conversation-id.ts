import { z } from 'zod';
import { ApiError } from '#src/errors/api-error';
import { historyMessages } from '#src/domains/history/messages';
import { isUuid } from '#src/lib/uuid';

/**
 * The :id of a conversation. A conversation's URL is shared and typed by people: an id that is not a
 * UUID is simply not found (404), as another owner's is, rather than a 400 about its format.
 */
export const conversationIdParams = z.object({ id: z.string().max(100).meta({ format: 'uuid' }) });

export const conversationNotFound = () => new ApiError(404, 'not_found', historyMessages.conversationNotFound);

/** The id when it can name a conversation; throws the 404 when it cannot. */
export function conversationIdOf(params: { id: string }): string {
  if (!isUuid(params.id)) throw conversationNotFound();
  return params.id.toLowerCase();
}
