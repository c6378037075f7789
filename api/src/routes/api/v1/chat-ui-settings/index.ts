import { CHAT_UI_SETTINGS_DEFAULTS, chatUiSettingsRequestSchema, chatUiSettingsResponseSchema } from 'shared-contracts';
import { documentSettingsRoutes } from '../settings-routes';

/** GET / PUT /chat-ui-settings: one document per agent. */
export default documentSettingsRoutes('chat_ui', CHAT_UI_SETTINGS_DEFAULTS, {
  tag: 'chatsettings',
  get: { summary: "The widget's chat UI settings (the defaults until first saved)" },
  put: { summary: "Save the widget's chat UI settings (the whole document)" },
  body: chatUiSettingsRequestSchema, response: chatUiSettingsResponseSchema,
});
