import { URL_SETTINGS_DEFAULTS, urlSettingsRequestSchema, urlSettingsResponseSchema } from 'shared-contracts';
import { embedFor } from '#src/domains/chatsettings/embed';
import { documentSettingsRoutes } from '../settings-routes';

/** GET / PUT /url-settings: where the widget may run, and how page by page. */
export default documentSettingsRoutes('url_settings', URL_SETTINGS_DEFAULTS, {
  tag: 'chatsettings',
  get: { summary: 'Link settings: allowed sites, page rules, and the embed snippet' },
  put: {
    summary: 'Save the link settings',
    description:
      'Origins are stored canonical (https://Example.com:443/ becomes https://example.com). Page rules apply top first. An allowed origin leaves the refused sites (GET /url-settings/refused-origins).',
  },
  body: urlSettingsRequestSchema, response: urlSettingsResponseSchema,
  also: (app, owner) => ({ embed: embedFor(app.config.publicWidgetUrl, owner.agentId) }),
  saved: (app, owner, body) => app.repositories.refusedOrigins.forget(owner.agentId, body.allowed_origins),
});
