import { DEFAULT_HISTORY_SETTINGS, historySettingsResponseSchema, historySettingsSchema } from 'shared-contracts';
import { documentSettingsRoutes } from '../settings-routes';

/** GET / PUT /history-settings: how long conversations are kept (the retention job applies it). */
const historySettings = documentSettingsRoutes('history', DEFAULT_HISTORY_SETTINGS, {
  tag: 'history',
  get: { summary: 'How long conversations are kept (forever until first saved)' },
  put: {
    summary: 'Keep conversations N days, or forever (null)',
    description: 'A background job deletes conversations whose last message is older, in batches, about once an hour.',
  },
  body: historySettingsSchema,
  response: historySettingsResponseSchema,
});

export default historySettings;
