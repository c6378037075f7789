import { useMutation } from '@tanstack/react-query';
import { apiSend, type ApiRequestError } from 'shared-auth';
import {
  CHATSETTINGS_API_PATHS,
  embeddingConnectionTestResponseSchema,
  type EmbeddingConnectionTestRequest,
  type EmbeddingConnectionTestResponse,
} from 'shared-contracts';

/** Always answers 200 with ok, a Japanese explanation and, when it worked, the dimensions; only a refused request throws. */
export async function testEmbeddingConnection(request: EmbeddingConnectionTestRequest): Promise<EmbeddingConnectionTestResponse> {
  return apiSend('post', CHATSETTINGS_API_PATHS.detailAiEmbeddingConnectionTest, embeddingConnectionTestResponseSchema, { json: request });
}

export function useEmbeddingConnectionTest() {
  return useMutation<EmbeddingConnectionTestResponse, ApiRequestError, EmbeddingConnectionTestRequest>({ mutationFn: testEmbeddingConnection });
}
