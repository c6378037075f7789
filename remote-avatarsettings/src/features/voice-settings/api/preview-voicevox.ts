import { apiDownload } from 'shared-auth';
import { AVATARSETTINGS_API_PATHS, type VoicevoxPreviewRequest } from 'shared-contracts';

/** The sample sentence as read by the owner's engine: a WAV to play, or an ApiRequestError. */
export async function previewVoicevox(request: VoicevoxPreviewRequest): Promise<Blob> {
  return apiDownload(AVATARSETTINGS_API_PATHS.voicevoxPreview, 'audio/wav', (response) => response.blob(), { method: 'post', json: request });
}
