import type { FastifyInstance } from 'fastify';
import { LINE_LOGIN_SETTINGS_DEFAULTS, lineLoginSettingsRequestSchema, lineLoginSettingsResponseSchema } from 'shared-contracts';
import type { AgentSettingsRow } from '#src/db/schema/index';
import { mailTransportOn } from '#src/domains/agent/visitor-sign-in/sign-in-config';
import { lineLoginCallbackUrl } from '#src/domains/chatsettings/line-login-callback';
import { documentOf, secretContext, secretStatusOf, updatedAtOf } from '#src/domains/chatsettings/settings-document';
import { messages } from '#src/errors/messages';
import { validationError } from '#src/errors/validation-error';
import { settingsRoutes } from '../settings-routes';

/** What both answers carry besides the document: never the secret itself, and what the server knows. */
function answerOf(app: FastifyInstance, row: AgentSettingsRow | undefined) {
  return {
    channel_secret_status: secretStatusOf(row),
    mail_available: mailTransportOn(app.config.signIn),
    callback_url: lineLoginCallbackUrl(app.config.publicApiUrl),
    updated_at: updatedAtOf(row),
  };
}

/** GET / PUT /line-login-settings: the agent's LINE Login channel, mail sign-in, and when sign-in is required. */
export default settingsRoutes({
  tag: 'chatsettings',
  get: {
    summary: 'How visitors sign in: the LINE Login channel (its secret only as channel_secret_status), mail sign-in, and when sign-in is required',
    description: 'mail_available: whether this server can send the code mails at all (SMTP configured, or codes in the log on a local start).',
  },
  put: {
    summary: 'Save how visitors sign in (LINE Login channel, mail sign-in, when sign-in is required)',
    description:
      'channel_secret: absent keeps the stored secret, null deletes it, a string replaces it. Switching LINE on needs a channel secret. mail_enabled: absent keeps the stored choice; it saves even where this server cannot send mail (mail_available false), and then the widget offers no mail sign-in.',
  },
  body: lineLoginSettingsRequestSchema,
  response: lineLoginSettingsResponseSchema,
  async read(app, owner) {
    const row = await app.repositories.agentSettings.find(owner.agentId, 'line_login');
    return { ...documentOf(row, LINE_LOGIN_SETTINGS_DEFAULTS), ...answerOf(app, row) };
  },
  async write(app, owner, { channel_secret: secret, mail_enabled: mailEnabled, ...fields }) {
    const current = await app.repositories.agentSettings.find(owner.agentId, 'line_login');
    const document = { ...fields, mail_enabled: mailEnabled ?? documentOf(current, LINE_LOGIN_SETTINGS_DEFAULTS).mail_enabled };
    // Only the server knows whether a secret is stored, so only it can refuse switching on without one.
    if (document.enabled && typeof secret !== 'string') {
      const stored = secret === undefined && secretStatusOf(current) === 'set';
      if (!stored) throw validationError({ channel_secret: messages.lineLoginSecretRequired });
    }
    const row = await app.repositories.agentSettings.save(owner, 'line_login', {
      document,
      sealedSecret: typeof secret === 'string' ? app.secretBox.seal(secret, secretContext(owner.agentId, 'line_login')) : secret,
    });
    return { ...document, ...answerOf(app, row) };
  },
});
