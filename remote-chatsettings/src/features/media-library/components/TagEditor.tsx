import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { type MediaItem, mediaTagsSchema } from 'shared-contracts';
import { useMediaTags } from '../api/get-media-tags';
import { useUpdateMedia } from '../api/update-media';
import { labels } from '../labels';

export interface TagEditorProps {
  item: MediaItem;
  onSaved(item: MediaItem): void;
  onError(message: string): void;
}

/**
 * The item's tags as chips: type one and press Enter (MUI's Autocomplete ignores the Enter that
 * confirms a conversion), or pick one used before; each change is saved at once.
 */
export function TagEditor({ item, onSaved, onError }: TagEditorProps) {
  const tags = useMediaTags();
  const update = useUpdateMedia();
  const [error, setError] = useState<string | null>(null);

  function save(next: string[]) {
    const cleaned = next.map((tag) => tag.trim()).filter((tag) => tag !== '');
    const parsed = mediaTagsSchema.safeParse(cleaned);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    update.mutate(
      { id: item.id, changes: { tags: parsed.data } },
      {
        onSuccess: onSaved,
        onError: (failure) => {
          const fieldMessage = Object.entries(failure.fields).find(([path]) => path.startsWith('tags'))?.[1];
          if (fieldMessage) setError(fieldMessage);
          else onError(failure.message);
        },
      },
    );
  }

  return (
    <Autocomplete
      multiple
      freeSolo
      options={(tags.data ?? []).map((entry) => entry.tag)}
      value={item.tags}
      onChange={(_event, next) => save(next)}
      disabled={update.isPending}
      filterSelectedOptions
      renderValue={(value, getItemProps) =>
        value.map((tag, index) => {
          const { key, ...chipProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={tag} {...chipProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={labels.tags.field}
          placeholder={item.tags.length === 0 ? labels.tags.placeholder : undefined}
          error={error !== null}
          helperText={error ?? labels.tags.help}
        />
      )}
    />
  );
}
