/**
 * Where each avatar-settings resource lives, relative to the API prefix (…/api/v1) and without a
 * leading slash, as shared-auth's httpClient takes it: `httpClient.get(AVATARSETTINGS_API_PATHS.avatarSettings)`.
 */
export const AVATARSETTINGS_API_PATHS = {
  avatarSettings: 'avatar-settings',
  voiceSettings: 'voice-settings',
  /** GET with ?engine_url= */
  voicevoxSpeakers: 'voice-settings/voicevox-speakers',
  /** POST, answers audio/wav */
  voicevoxPreview: 'voice-settings/voicevox-preview',
  emotionStates: 'emotion-states',
  basicAgentSettings: 'basic-agent-settings',
} as const;
