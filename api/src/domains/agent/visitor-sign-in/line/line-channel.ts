import { LINE_LOGIN_SETTINGS_DEFAULTS } from 'shared-contracts';
import { documentOf, secretContext } from '#src/domains/chatsettings/settings-document';
import type { AgentSettingsRepository } from '#src/domains/chatsettings/agent-settings-repository';
import type { SecretBox } from '#src/lib/security/secret-box';

export interface LineChannel {
  channelId: string;
  channelSecret: string;
}

/** The agent's LINE Login channel when the owner switched LINE Login on with a channel id and secret; else null. */
export async function enabledLineChannel(agentSettings: AgentSettingsRepository, secretBox: SecretBox, agentId: string): Promise<LineChannel | null> {
  const row = await agentSettings.find(agentId, 'line_login');
  const settings = documentOf(row, LINE_LOGIN_SETTINGS_DEFAULTS);
  if (!settings.enabled || settings.channel_id === '' || !row?.sealedSecret) return null;
  return { channelId: settings.channel_id, channelSecret: secretBox.open(row.sealedSecret, secretContext(agentId, 'line_login')) };
}
