import type { BasicAgentSettingsRequest, BasicAgentSettingsResponse } from 'shared-contracts';

export function formValuesOf(settings: BasicAgentSettingsResponse): BasicAgentSettingsRequest {
  const { updated_at: _updatedAt, persona, ...rest } = settings;
  return { ...rest, persona: { ...persona } };
}
