import { useMutation } from '@tanstack/react-query';
import { apiGet, type ApiRequestError } from 'shared-auth';
import { AVATARSETTINGS_API_PATHS, voicevoxSpeakersResponseSchema, type VoicevoxSpeaker } from 'shared-contracts';

/** The engine's speakers, asked through the API; a 502 carries the Japanese reason. */
export async function getVoicevoxSpeakers(engineUrl: string): Promise<VoicevoxSpeaker[]> {
  return (await apiGet(AVATARSETTINGS_API_PATHS.voicevoxSpeakers, voicevoxSpeakersResponseSchema, { engine_url: engineUrl })).speakers;
}

/** Fetched when the owner asks (話者を取得), never on its own: each call reaches the owner's engine. */
export function useVoicevoxSpeakers() {
  return useMutation<VoicevoxSpeaker[], ApiRequestError, string>({ mutationFn: getVoicevoxSpeakers });
}
