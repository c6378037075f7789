import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { MEDIA_NAME_MAX, type MediaItem, mediaNameSchema } from 'shared-contracts';
import { FieldHelper, isImeComposing } from 'shared-ui';
import { useUpdateMedia } from '../api/update-media';
import { labels } from '../labels';

export interface InlineRenameProps {
  item: MediaItem;
  onRenamed(item: MediaItem): void;
  onError(message: string): void;
  /** A table cell's size instead of a heading's. */
  dense?: boolean;
}

/** The name, and a pencil that turns it into a field: Enter (outside a conversion) saves, Escape cancels. */
export function InlineRename({ item, onRenamed, onError, dense = false }: InlineRenameProps) {
  const update = useUpdateMedia();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  function stop() {
    setDraft(null);
    setError(null);
  }

  function save() {
    if (draft === null) return;
    const parsed = mediaNameSchema.safeParse(draft);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    if (parsed.data === item.name) {
      stop();
      return;
    }
    update.mutate(
      { id: item.id, changes: { name: parsed.data } },
      {
        onSuccess: (renamed) => {
          stop();
          onRenamed(renamed);
        },
        onError: (failure) => {
          if (failure.fields['name']) setError(failure.fields['name']);
          else onError(failure.message);
        },
      },
    );
  }

  if (draft === null) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
        <Typography variant={dense ? 'body2' : 'h6'} component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {item.name}
        </Typography>
        <IconButton size="small" aria-label={labels.rename.edit(item.name)} onClick={() => setDraft(item.name)}>
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <TextField
        size="small"
        label={labels.rename.field}
        value={draft}
        autoFocus
        error={error !== null}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            stop();
          }
          if (event.key === 'Enter' && !isImeComposing(event)) {
            event.preventDefault();
            save();
          }
        }}
        helperText={<FieldHelper error={error ?? undefined} count={{ value: draft, max: MEDIA_NAME_MAX }} />}
        sx={{ flex: 1, minWidth: 160 }}
      />
      <Button variant="contained" size="small" onClick={save} loading={update.isPending} sx={{ mt: 0.5 }}>
        {labels.rename.save}
      </Button>
      <Button size="small" onClick={stop} disabled={update.isPending} sx={{ mt: 0.5 }}>
        {labels.rename.cancel}
      </Button>
    </Box>
  );
}
