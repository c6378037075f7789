import { useQueryClient } from '@tanstack/react-query';
import { MediaImageField } from 'shared-ui';
import { useMediaItem } from '../api/get-media-item';
import { getMediaPage } from '../api/get-media-page';
import { mediaLibraryKeys } from '../api/query-keys';
import { uploadMedia } from '../api/upload-media';

export interface LibraryImageFieldProps {
  /** The chosen media library image's id, or null. */
  value: string | null;
  onChange(id: string | null): void;
  /** Names the field for assistive technology. */
  label: string;
  error?: string;
  disabled?: boolean;
}

const upload = (file: File, onProgress: (fraction: number) => void) => uploadMedia(file, { onProgress });

/** A picture of the owner's media library for a message (quick replies, fixed messages). */
export function LibraryImageField({ value, onChange, ...rest }: LibraryImageFieldProps) {
  const item = useMediaItem(value);
  const queryClient = useQueryClient();
  return (
    <MediaImageField
      {...rest}
      value={value}
      item={item.data ? { status: 'ready', item: item.data } : item.isError ? { status: 'missing' } : { status: 'loading' }}
      onChange={(id, picked) => {
        // The picker already holds the item: the field shows it without asking the API again.
        if (picked) queryClient.setQueryData(mediaLibraryKeys.item(picked.id), picked);
        onChange(id);
      }}
      fetchPage={getMediaPage}
      upload={upload}
    />
  );
}
