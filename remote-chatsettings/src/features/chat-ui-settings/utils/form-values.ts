import type { ChatUiSettingsRequest, ChatUiSettingsResponse } from 'shared-contracts';

/** The form's starting point: the stored settings without their timestamp. */
export function formValuesOf(settings: ChatUiSettingsResponse): ChatUiSettingsRequest {
  const { updated_at: _updatedAt, ...values } = settings;
  return { ...values, launcher_offset: { ...values.launcher_offset } };
}
