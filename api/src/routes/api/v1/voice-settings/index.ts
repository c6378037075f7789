import type { FastifyPluginAsync } from 'fastify';
import { VOICE_SETTINGS_DEFAULTS, voiceSettingsRequestSchema, voiceSettingsResponseSchema } from 'shared-contracts';
import { documentSettingsRoutes } from '../settings-routes';
import voicevoxPreview from './voicevox-preview';
import voicevoxSpeakers from './voicevox-speakers';
import { named } from '#src/routes/named';

const settings = documentSettingsRoutes('voice', VOICE_SETTINGS_DEFAULTS, {
  tag: 'avatarsettings',
  get: { summary: 'How the avatar speaks (the defaults until first saved)' },
  put: { summary: "Save the voice: on or off, the browser's speech synthesis or a VOICEVOX engine, and the scales" },
  body: voiceSettingsRequestSchema, response: voiceSettingsResponseSchema,
});

/** GET / PUT /voice-settings, GET /voice-settings/voicevox-speakers and POST /voice-settings/voicevox-preview. */
const voiceSettings: FastifyPluginAsync = async (app) => {
  await app.register(named(settings));
  await app.register(named(voicevoxSpeakers));
  await app.register(named(voicevoxPreview));
};

export default voiceSettings;
