import { useMutation } from '@tanstack/react-query';
import { httpClient, toApiRequestError, type ApiRequestError } from 'shared-auth';
import {
  CHATSETTINGS_API_PATHS,
  connectionTestResponseSchema,
  type ConnectionTestRequest,
  type ConnectionTestResponse,
} from 'shared-contracts';

/** Always answers 200 with ok and a Japanese explanation; only a refused request throws. */
export async function testAiConnection(request: ConnectionTestRequest): Promise<ConnectionTestResponse> {
  try {
    const body = await httpClient.post(CHATSETTINGS_API_PATHS.detailAiConnectionTest, { json: request }).json();
    return connectionTestResponseSchema.parse(body);
  } catch (error) {
    throw await toApiRequestError(error);
  }
}

export function useAiConnectionTest() {
  return useMutation<ConnectionTestResponse, ApiRequestError, ConnectionTestRequest>({ mutationFn: testAiConnection });
}
