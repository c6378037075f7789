import { useMutation } from '@tanstack/react-query';
import { apiSend, type ApiRequestError } from 'shared-auth';
import { ENTRY_LIST_SUBPATHS, tryItResponseSchema, type TryItResponse } from 'shared-contracts';
import type { ForbiddenListDefinition } from '../forbidden-list-kinds';

/** Asks the API, which judges with the same matcher the agent uses, whether `sample` is caught. */
export async function tryForbiddenEntry(list: ForbiddenListDefinition, sample: string): Promise<TryItResponse> {
  return apiSend('post', `${list.apiPath}/${ENTRY_LIST_SUBPATHS.try}`, tryItResponseSchema, { json: { [list.tryField]: sample } });
}

export function useTryForbiddenEntry(list: ForbiddenListDefinition) {
  return useMutation<TryItResponse, ApiRequestError, string>({ mutationFn: (sample: string) => tryForbiddenEntry(list, sample) });
}
