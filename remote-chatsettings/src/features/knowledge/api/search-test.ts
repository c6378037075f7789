import { useMutation } from '@tanstack/react-query';
import { apiSend, type ApiRequestError } from 'shared-auth';
import { KNOWLEDGE_API_PATHS, searchTestResponseSchema, type SearchTestRequest, type SearchTestResponse } from 'shared-contracts';

/** The passages the agent would answer a question from: the same retrieval the runtime uses. */
export async function searchTest(request: SearchTestRequest): Promise<SearchTestResponse> {
  return apiSend('post', KNOWLEDGE_API_PATHS.searchTest, searchTestResponseSchema, { json: request });
}

export function useSearchTest() {
  return useMutation<SearchTestResponse, ApiRequestError, SearchTestRequest>({ mutationFn: searchTest });
}
