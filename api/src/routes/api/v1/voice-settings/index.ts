import type { FastifyPluginAsync } from 'fastify';
import get from './get';
import put from './put';
import voicevoxPreview from './voicevox-preview';
import voicevoxSpeakers from './voicevox-speakers';

/** GET / PUT /voice-settings, GET /voice-settings/voicevox-speakers and POST /voice-settings/voicevox-preview. */
const voiceSettings: FastifyPluginAsync = async (app) => {
  await app.register(get);
  await app.register(put);
  await app.register(voicevoxSpeakers);
  await app.register(voicevoxPreview);
};

export default voiceSettings;
