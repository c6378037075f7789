import {
  type MediaItem,
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

/** An image of the owner's media library as GET media answers it. */
export function imageItem(id: string, name: string): MediaItem {
  const url = `http://api.test/api/v1/public/media/agt_demo/${id}/${encodeURIComponent(name)}`;
  return {
    id,
    name,
    kind: 'image',
    mime: 'image/png',
    size: 2048,
    width: 320,
    height: 480,
    duration: null,
    tags: [],
    url,
    thumbnail_url: `${url}?thumbnail=1`,
    usage_count: 0,
    used_in: [],
    created_at: SAVED_AT,
    updated_at: SAVED_AT,
  };
}

/** The library holding `items`: its list (one page) and each item by id. */
export function withMediaLibrary(api: FakeApi, items: MediaItem[]): FakeApi {
  return api
    .on('GET', 'media', () => json(200, { data: items, total_records: items.length, page: 1, limit: 50 }))
    .on('GET', 'media/:id', (_request, params) => {
      const item = items.find((i) => i.id === params.id);
      return item ? json(200, item) : json(404, { code: 'not_found', message: '見つかりません' });
    });
}
