import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import GridViewIcon from '@mui/icons-material/GridView';
import ViewListIcon from '@mui/icons-material/ViewList';
import type { ViewMode } from '../hooks/use-view-mode';
import { labels } from '../labels';

export interface MediaToolbarExtrasProps {
  tags: readonly { tag: string; count: number }[];
  tag: string;
  onTagChange(tag: string): void;
  view: ViewMode;
  onViewChange(view: ViewMode): void;
}

/** What the library's toolbar adds to the shared one: the tag filter and the grid/list switch. */
export function MediaToolbarExtras({ tags, tag, onTagChange, view, onViewChange }: MediaToolbarExtrasProps) {
  return (
    <>
      {tags.length > 0 || tag !== '' ? (
        <TextField
          select
          size="small"
          label={labels.toolbar.tag}
          value={tag}
          onChange={(event) => onTagChange(event.target.value)}
          sx={{ width: 160 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{labels.toolbar.allTags}</MenuItem>
          {tags.map((entry) => (
            <MenuItem key={entry.tag} value={entry.tag}>
              {entry.tag}（{entry.count}）
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_event, next: ViewMode | null) => {
          if (next) onViewChange(next);
        }}
        aria-label={labels.toolbar.view}
      >
        <Tooltip title={labels.toolbar.grid}>
          <ToggleButton value="grid" aria-label={labels.toolbar.grid}>
            <GridViewIcon fontSize="small" />
          </ToggleButton>
        </Tooltip>
        <Tooltip title={labels.toolbar.list}>
          <ToggleButton value="list" aria-label={labels.toolbar.list}>
            <ViewListIcon fontSize="small" />
          </ToggleButton>
        </Tooltip>
      </ToggleButtonGroup>
    </>
  );
}
