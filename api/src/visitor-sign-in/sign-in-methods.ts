import type { FastifyInstance } from 'fastify';
import { enabledLineChannel } from './line/line-channel';

/**
 * Which sign-ins the widget offers for an agent (`sign_in` of GET P/config): mail wherever this
 * server can send the codes (there is no owner switch for it), LINE where the owner switched LINE
 * Login on with a channel id and secret.
 */
export async function signInMethodsOf(app: FastifyInstance, agentId: string): Promise<{ mail: boolean; line: boolean }> {
  const channel = await enabledLineChannel(app.repositories.agentSettings, app.secretBox, agentId).catch(() => null);
  return { mail: app.config.signIn.mail.kind !== 'off', line: channel !== null };
}
