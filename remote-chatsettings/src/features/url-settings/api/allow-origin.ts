import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiRequestError } from 'shared-auth';
import type { RefusedOrigin, UrlSettingsResponse } from 'shared-contracts';
import { urlSettingsKeys } from './query-keys';
import { updateUrlSettings } from './update-url-settings';

export interface AllowOrigin {
  /** The link settings as last loaded or saved: what the API keeps, plus the one site. */
  settings: UrlSettingsResponse;
  origin: string;
}

/**
 * 許可する on a refused site: the stored settings with the site added, saved as the form saves them
 * (PUT url-settings, the contract's checks), so the owner's unsaved edits elsewhere on the screen
 * are neither sent nor lost. The API drops the site from the refused ones as it saves.
 */
export async function allowOrigin({ settings, origin }: AllowOrigin): Promise<UrlSettingsResponse> {
  return updateUrlSettings({
    restrict_origins: settings.restrict_origins,
    allowed_origins: [...settings.allowed_origins, origin],
    page_rules: settings.page_rules,
  });
}

export function useAllowOrigin() {
  const queryClient = useQueryClient();
  return useMutation<UrlSettingsResponse, ApiRequestError, AllowOrigin>({
    mutationFn: allowOrigin,
    onSuccess: (saved, { origin }) => {
      queryClient.setQueryData(urlSettingsKeys.settings, saved);
      queryClient.setQueryData<RefusedOrigin[]>(urlSettingsKeys.refusedOrigins, (rows) => rows?.filter((row) => row.origin !== origin));
      void queryClient.invalidateQueries({ queryKey: urlSettingsKeys.refusedOrigins });
    },
  });
}
