import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import type { ListResponse, MediaItem, MediaListQuery } from 'shared-contracts';
import { mediaImageFieldLabels } from './labels';
import { MediaThumbnail } from './MediaThumbnail';

// The picker (its grid, pagination, search and upload) is loaded when the owner first opens it, not
// with the screen that shows the field: on アバター設定's first visit it was 7 KB of the section's
// own code and Pagination's 6.6 KB from the host, of 57.5 KB against issue #42's 40 KB.
const MediaPickerDialog = lazy(() => import('./MediaPickerDialog').then((m) => ({ default: m.MediaPickerDialog })));

const IMAGE_ONLY = ['image'] as const;
const text = mediaImageFieldLabels;

/** What the caller knows of the chosen item: it reads it with its own API client and cache. */
export type MediaImageFieldItem = { status: 'loading' } | { status: 'ready'; item: MediaItem } | { status: 'missing' };

export interface MediaImageFieldProps {
  /** The chosen media library item's id, or null. */
  value: string | null;
  /** The item `value` names; ignored while value is null. */
  item: MediaImageFieldItem;
  /** Called with the picked item (the caller may keep it, sparing a request) or null when removed. */
  onChange(id: string | null, item: MediaItem | null): void;
  /** Names the field for assistive technology (e.g. 「喜び」の画像). */
  label: string;
  /** A schema or API message about the choice. */
  error?: string;
  disabled?: boolean;
  /** Whether 画像を外す is offered (an avatar of source 'media' always needs one). */
  removable?: boolean;
  fetchPage(query: MediaListQuery): Promise<ListResponse<MediaItem>>;
  upload?(file: File, onProgress: (fraction: number) => void): Promise<MediaItem>;
}

/** One image of the owner's media library: its thumbnail and name, chosen in the library's picker. */
export function MediaImageField({ value, item, onChange, label, error, disabled, removable = true, fetchPage, upload }: MediaImageFieldProps) {
  const [open, setOpen] = useState(false);
  // Kept mounted once opened, so closing it plays its transition as before.
  const [opened, setOpened] = useState(false);
  const shown = value !== null && item.status === 'ready' ? item.item : null;
  const message = error ?? (value !== null && item.status === 'missing' ? text.missing : undefined);

  return (
    <Box role="group" aria-label={label}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        {shown ? <MediaThumbnail item={shown} size={48} /> : null}
        <Typography variant="body2" color={shown ? 'text.primary' : 'text.secondary'} sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {value === null ? text.none : shown ? shown.name : item.status === 'loading' ? text.loading : ''}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          startIcon={<ImageOutlinedIcon />}
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
          disabled={disabled}
        >
          {value === null ? text.choose : text.change}
        </Button>
        {value !== null && removable ? (
          <Button size="small" color="inherit" onClick={() => onChange(null, null)} disabled={disabled}>
            {text.remove}
          </Button>
        ) : null}
      </Box>
      {message ? (
        <Typography variant="caption" color="error" role="alert" sx={{ display: 'block', mt: 0.5 }}>
          {message}
        </Typography>
      ) : null}
      {opened ? (
        <Suspense fallback={null}>
          <MediaPickerDialog
            open={open}
            onClose={() => setOpen(false)}
            onPick={(picked) => {
              onChange(picked.id, picked);
              setOpen(false);
            }}
            kinds={IMAGE_ONLY}
            fetchPage={fetchPage}
            upload={upload}
            selectedId={value}
            title={text.pickerTitle}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
