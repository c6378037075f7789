import { useQueryClient } from '@tanstack/react-query';
import { MediaImageField as SharedMediaImageField } from 'shared-ui';
import { getMediaPage } from '../api/get-media-page';
import { useMediaItem } from '../api/get-media-item';
import { mediaKeys } from '../api/query-keys';
import { uploadMedia } from '../api/upload-media';

export interface MediaImageFieldProps {
  /** The chosen media library item's id, or null. */
  value: string | null;
  onChange(id: string | null): void;
  /** Names the field for assistive technology (e.g. 「喜び」の画像). */
  label: string;
  /** A schema or API message about the choice. */
  error?: string;
  disabled?: boolean;
  /** Whether 画像を外す is offered (an avatar of source 'media' always needs one). */
  removable?: boolean;
}

/** shared-ui's image field on this section's API client and query cache. */
export function MediaImageField({ value, onChange, ...rest }: MediaImageFieldProps) {
  const item = useMediaItem(value);
  const queryClient = useQueryClient();
  return (
    <SharedMediaImageField
      {...rest}
      value={value}
      item={item.data ? { status: 'ready', item: item.data } : item.isError ? { status: 'missing' } : { status: 'loading' }}
      onChange={(id, picked) => {
        // The picker already holds the item: the field shows it without asking the API again.
        if (picked) queryClient.setQueryData(mediaKeys.item(picked.id), picked);
        onChange(id);
      }}
      fetchPage={getMediaPage}
      upload={uploadMedia}
    />
  );
}
