import { httpClient, toApiRequestError } from 'shared-auth';
import { AVATARSETTINGS_API_PATHS, type VoicevoxPreviewRequest } from 'shared-contracts';

/** The sample sentence as read by the owner's engine: a WAV to play, or an ApiRequestError. */
export async function previewVoicevox(request: VoicevoxPreviewRequest): Promise<Blob> {
  try {
    return await httpClient.post(AVATARSETTINGS_API_PATHS.voicevoxPreview, { json: request, headers: { accept: 'audio/wav' } }).blob();
  } catch (error) {
    throw await toApiRequestError(error);
  }
}
