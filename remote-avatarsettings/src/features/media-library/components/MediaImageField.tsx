import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { MediaPickerDialog, MediaThumbnail } from 'shared-ui';
import { getMediaPage } from '../api/get-media-page';
import { useMediaItem } from '../api/get-media-item';
import { mediaKeys } from '../api/query-keys';
import { uploadMedia } from '../api/upload-media';
import { labels } from '../labels';

const IMAGE_ONLY = ['image'] as const;

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

/** One image of the owner's media library: its thumbnail and name, chosen in the library's picker. */
export function MediaImageField({ value, onChange, label, error, disabled, removable = true }: MediaImageFieldProps) {
  const [open, setOpen] = useState(false);
  const item = useMediaItem(value);
  const queryClient = useQueryClient();
  const missing = value !== null && item.isError;
  const message = error ?? (missing ? labels.missing : undefined);

  return (
    <Box role="group" aria-label={label}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        {item.data ? <MediaThumbnail item={item.data} size={48} /> : null}
        <Typography variant="body2" color={item.data ? 'text.primary' : 'text.secondary'} sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {value === null ? labels.none : item.data ? item.data.name : item.isPending ? labels.loading : ''}
        </Typography>
        <Button size="small" variant="outlined" startIcon={<ImageOutlinedIcon />} onClick={() => setOpen(true)} disabled={disabled}>
          {value === null ? labels.choose : labels.change}
        </Button>
        {value !== null && removable ? (
          <Button size="small" color="inherit" onClick={() => onChange(null)} disabled={disabled}>
            {labels.remove}
          </Button>
        ) : null}
      </Box>
      {message ? (
        <Typography variant="caption" color="error" role="alert" sx={{ display: 'block', mt: 0.5 }}>
          {message}
        </Typography>
      ) : null}
      <MediaPickerDialog
        open={open}
        onClose={() => setOpen(false)}
        onPick={(picked) => {
          // The picker already holds the item: the field shows it without asking the API again.
          queryClient.setQueryData(mediaKeys.item(picked.id), picked);
          onChange(picked.id);
          setOpen(false);
        }}
        kinds={IMAGE_ONLY}
        fetchPage={getMediaPage}
        upload={uploadMedia}
        selectedId={value}
        title={labels.pickerTitle}
      />
    </Box>
  );
}
