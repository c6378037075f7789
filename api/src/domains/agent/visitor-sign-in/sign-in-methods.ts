import { LINE_LOGIN_SETTINGS_DEFAULTS } from 'shared-contracts';
import { documentOf } from '../../chatsettings/settings-document';
import type { AgentSettingsRow } from '#src/db/schema/index';
import type { AgentSettingsRepository } from '../../chatsettings/agent-settings-repository';

/** What the offer is read from: the line_login settings row (the agent runtime reads it with the turn's context). */
export type SignInSettingsRow = Pick<AgentSettingsRow, 'document' | 'sealedSecret'>;

/** What `sign_in` of GET P/config is made from: the sign-ins offered, and when one is required. */
export interface SignInOffer {
  mail: boolean;
  line: boolean;
  required: boolean;
  /** A form answer needs a sign-in: before_form, or before_chat (which covers forms too). */
  requiredForForms: boolean;
}

/**
 * The offer from the agent's sign-in settings (the line_login document of /chatsettings/linelogin):
 * mail where the owner allows it and this server can send the codes, LINE where the owner switched
 * it on with a channel id and secret. "Before chatting" holds only while some sign-in is offered:
 * with none, requiring one would leave visitors no way to chat at all.
 */
export function signInOfferOf(row: SignInSettingsRow | undefined, mailTransportOn: boolean): SignInOffer {
  const settings = documentOf(row, LINE_LOGIN_SETTINGS_DEFAULTS);
  const mail = mailTransportOn && settings.mail_enabled;
  const line = settings.enabled && settings.channel_id !== '' && Boolean(row?.sealedSecret);
  const offered = mail || line;
  const requirement = settings.sign_in_requirement;
  return {
    mail,
    line,
    required: requirement === 'before_chat' && offered,
    requiredForForms: (requirement === 'before_chat' || requirement === 'before_form') && offered,
  };
}

/** signInOfferOf for an agent, read from the settings repository. */
export async function signInMethodsOf(agentSettings: AgentSettingsRepository, mailTransportOn: boolean, agentId: string): Promise<SignInOffer> {
  return signInOfferOf(await agentSettings.find(agentId, 'line_login'), mailTransportOn);
}
