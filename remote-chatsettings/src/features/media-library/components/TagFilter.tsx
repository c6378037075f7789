import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { labels } from '../labels';

export interface TagFilterProps {
  tags: readonly { tag: string; count: number }[];
  tag: string;
  onTagChange(tag: string): void;
}

/** What the library's toolbar adds to the shared one: the tag filter, once there are tags. */
export function TagFilter({ tags, tag, onTagChange }: TagFilterProps) {
  if (tags.length === 0 && tag === '') return null;
  return (
    <TextField
      select
      size="small"
      label={labels.toolbar.tag}
      value={tag}
      onChange={(event) => onTagChange(event.target.value)}
      sx={{ width: 150 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{labels.toolbar.allTags}</MenuItem>
      {tags.map((entry) => (
        <MenuItem key={entry.tag} value={entry.tag}>
          {entry.tag}（{entry.count}）
        </MenuItem>
      ))}
    </TextField>
  );
}
