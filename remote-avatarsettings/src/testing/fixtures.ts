import {
  AVATAR_SETTINGS_DEFAULTS,
  BASIC_AGENT_SETTINGS_DEFAULTS,
  CHAT_UI_SETTINGS_DEFAULTS,
  EMOTION_STATES_DEFAULTS,
  VOICE_SETTINGS_DEFAULTS,
} from 'shared-contracts';
import { installFakeApi, json, type FakeApi } from './fake-api';

export const SAVED_AT = '2026-11-21T05:00:00.000Z';

/** The API of a fresh account: every avatar-settings document at its defaults, the chat UI too. */
export function installFreshAccountApi(): FakeApi {
  return installFakeApi()
    .on('GET', 'avatar-settings', () => json(200, { ...AVATAR_SETTINGS_DEFAULTS, updated_at: null }))
    .on('GET', 'voice-settings', () => json(200, { ...VOICE_SETTINGS_DEFAULTS, updated_at: null }))
    .on('GET', 'emotion-states', () => json(200, { ...EMOTION_STATES_DEFAULTS, updated_at: null }))
    .on('GET', 'basic-agent-settings', () => json(200, { ...BASIC_AGENT_SETTINGS_DEFAULTS, updated_at: null }))
    .on('GET', 'chat-ui-settings', () => json(200, { ...CHAT_UI_SETTINGS_DEFAULTS, updated_at: null }));
}

/** Answers a PUT with what was sent, as saved. */
export function echoSaved(api: FakeApi, path: string): FakeApi {
  return api.on('PUT', path, (request) => json(200, { ...(request.body as object), updated_at: SAVED_AT }));
}
