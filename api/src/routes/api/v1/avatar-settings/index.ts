import { AVATAR_SETTINGS_DEFAULTS, avatarSettingsRequestSchema, avatarSettingsResponseSchema } from 'shared-contracts';
import { documentSettingsRoutes } from '../settings-routes';

/** GET / PUT /avatar-settings: one document per agent (agent_settings). */
export default documentSettingsRoutes('avatar', AVATAR_SETTINGS_DEFAULTS, {
  tag: 'avatarsettings',
  get: { summary: 'The avatar the widget shows, its position and size (the defaults until first saved)' },
  put: { summary: 'Save the avatar, its position (-600 to 400) and size (50 to 150)' },
  body: avatarSettingsRequestSchema, response: avatarSettingsResponseSchema,
  images: ({ media_id: mediaId }) => (mediaId === null ? [] : [{ field: 'media_id', id: mediaId }]),
});
