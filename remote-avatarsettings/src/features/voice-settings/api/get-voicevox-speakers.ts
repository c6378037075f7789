import { useMutation } from '@tanstack/react-query';
import { httpClient, toApiRequestError, type ApiRequestError } from 'shared-auth';
import { AVATARSETTINGS_API_PATHS, voicevoxSpeakersResponseSchema, type VoicevoxSpeaker } from 'shared-contracts';

/** The engine's speakers, asked through the API; a 502 carries the Japanese reason. */
export async function getVoicevoxSpeakers(engineUrl: string): Promise<VoicevoxSpeaker[]> {
  try {
    const body = await httpClient.get(AVATARSETTINGS_API_PATHS.voicevoxSpeakers, { searchParams: { engine_url: engineUrl } }).json();
    return voicevoxSpeakersResponseSchema.parse(body).speakers;
  } catch (error) {
    throw await toApiRequestError(error);
  }
}

/** Fetched when the owner asks (話者を取得), never on its own: each call reaches the owner's engine. */
export function useVoicevoxSpeakers() {
  return useMutation<VoicevoxSpeaker[], ApiRequestError, string>({ mutationFn: getVoicevoxSpeakers });
}
