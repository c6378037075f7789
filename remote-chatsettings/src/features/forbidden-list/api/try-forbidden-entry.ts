import { useMutation } from '@tanstack/react-query';
import { httpClient, toApiRequestError, type ApiRequestError } from 'shared-auth';
import { ENTRY_LIST_SUBPATHS, tryItResponseSchema, type TryItResponse } from 'shared-contracts';
import type { ForbiddenListDefinition } from '../forbidden-list-kinds';

/** Asks the API, which judges with the same matcher the agent uses, whether `sample` is caught. */
export async function tryForbiddenEntry(list: ForbiddenListDefinition, sample: string): Promise<TryItResponse> {
  try {
    const body = await httpClient.post(`${list.apiPath}/${ENTRY_LIST_SUBPATHS.try}`, { json: { [list.tryField]: sample } }).json();
    return tryItResponseSchema.parse(body);
  } catch (error) {
    throw await toApiRequestError(error);
  }
}

export function useTryForbiddenEntry(list: ForbiddenListDefinition) {
  return useMutation<TryItResponse, ApiRequestError, string>({ mutationFn: (sample: string) => tryForbiddenEntry(list, sample) });
}
