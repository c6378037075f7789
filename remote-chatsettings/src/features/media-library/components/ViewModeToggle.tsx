import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import GridViewIcon from '@mui/icons-material/GridView';
import ViewListIcon from '@mui/icons-material/ViewList';
import type { ViewMode } from '../hooks/use-view-mode';
import { labels } from '../labels';

export interface ViewModeToggleProps {
  view: ViewMode;
  onViewChange(view: ViewMode): void;
}

/** Grid or list, beside the list's heading. */
export function ViewModeToggle({ view, onViewChange }: ViewModeToggleProps) {
  return (
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
  );
}
