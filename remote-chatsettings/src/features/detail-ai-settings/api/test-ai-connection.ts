import { useMutation } from '@tanstack/react-query';
import { apiSend, type ApiRequestError } from 'shared-auth';
import {
  CHATSETTINGS_API_PATHS,
  connectionTestResponseSchema,
  type ConnectionTestRequest,
  type ConnectionTestResponse,
} from 'shared-contracts';

/** Always answers 200 with ok and a Japanese explanation; only a refused request throws. */
export async function testAiConnection(request: ConnectionTestRequest): Promise<ConnectionTestResponse> {
  return apiSend('post', CHATSETTINGS_API_PATHS.detailAiConnectionTest, connectionTestResponseSchema, { json: request });
}

export function useAiConnectionTest() {
  return useMutation<ConnectionTestResponse, ApiRequestError, ConnectionTestRequest>({ mutationFn: testAiConnection });
}
