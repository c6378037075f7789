import type { AvatarSettingsRequest, AvatarSettingsResponse } from 'shared-contracts';

/** The form's starting point: the stored settings without their timestamp. */
export function formValuesOf(settings: AvatarSettingsResponse): AvatarSettingsRequest {
  const { updated_at: _updatedAt, ...values } = settings;
  return values;
}
