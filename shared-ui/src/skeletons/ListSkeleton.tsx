import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { labels } from '../labels';

/** A list row of one line of text with controls beside it (MUI ListItem with a secondary action). */
export const LIST_ROW_HEIGHT = 56;

export interface ListSkeletonProps {
  rows?: number;
  /** Draws the ListToolbar's row of controls above the list. */
  withToolbar?: boolean;
  /** Row height in px, for lists whose rows hold two lines. */
  rowHeight?: number;
}

/** The shape of a list while it loads, row for row, so the first page appears without a jump. */
export function ListSkeleton({ rows = 5, withToolbar = false, rowHeight = LIST_ROW_HEIGHT }: ListSkeletonProps) {
  return (
    <Box role="progressbar" aria-label={labels.loadingContent} aria-busy="true">
      {withToolbar ? (
        <Box sx={{ display: 'flex', gap: 1.5, mb: 2 }}>
          <Skeleton variant="rounded" height={40} sx={{ flex: 1 }} />
          <Skeleton variant="rounded" width={140} height={40} />
          <Skeleton variant="rounded" width={140} height={40} />
        </Box>
      ) : null}
      <Paper variant="outlined">
        {Array.from({ length: rows }, (_, row) => (
          <Box
            key={row}
            sx={{
              height: rowHeight,
              px: 2,
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              borderTop: row === 0 ? 0 : 1,
              borderColor: 'divider',
            }}
          >
            <Skeleton variant="text" sx={{ flex: 1, maxWidth: 360, fontSize: '0.9375rem' }} />
            <Skeleton variant="rounded" width={96} height={24} sx={{ ml: 'auto' }} />
          </Box>
        ))}
      </Paper>
    </Box>
  );
}
