import { EMOTION_STATES_DEFAULTS, emotionStatesRequestSchema, emotionStatesResponseSchema } from 'shared-contracts';
import { documentSettingsRoutes } from '../settings-routes';

/** GET / PUT /emotion-states: one document per agent (agent_settings). */
export default documentSettingsRoutes('emotion_states', EMOTION_STATES_DEFAULTS, {
  tag: 'avatarsettings',
  get: { summary: 'The emotions the avatar can show, as one ordered list (the five built-ins until first saved)' },
  put: { summary: 'Save the whole list of emotions; the five built-ins must stay' },
  body: emotionStatesRequestSchema, response: emotionStatesResponseSchema,
  images: ({ emotions }) =>
    emotions.flatMap((emotion, index) => (emotion.image_media_id === null ? [] : [{ field: `emotions.${index}.image_media_id`, id: emotion.image_media_id }])),
});
