import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MEDIA_KIND_LABELS, type MediaItem } from 'shared-contracts';
import { formatBytes, MediaThumbnail } from 'shared-ui';
import { labels } from '../labels';
import { UsageChip } from './UsageChip';

export interface MediaGridProps {
  items: readonly MediaItem[];
  onOpen(item: MediaItem): void;
  stale: boolean;
}

/** Cards with a picture of each file; a card opens its preview and details. */
export function MediaGrid({ items, onOpen, stale }: MediaGridProps) {
  return (
    <Box
      component="ul"
      aria-label={labels.itemsLabel}
      aria-busy={stale}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(168px, 1fr))',
        opacity: stale ? 0.6 : 1,
        transition: 'opacity 120ms',
      }}
    >
      {items.map((item) => (
        <Paper component="li" variant="outlined" key={item.id} sx={{ overflow: 'hidden' }}>
          <ButtonBase
            onClick={() => onOpen(item)}
            aria-label={labels.open(item.name)}
            focusRipple
            // One column as wide as the card, so an icon square is as large as a picture.
            sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', width: '100%', textAlign: 'left', alignContent: 'start', gap: 1, p: 1.25 }}
          >
            <MediaThumbnail item={item} />
            <Box sx={{ minWidth: 0, display: 'grid', gap: 0.5 }}>
              <Typography variant="body2" noWrap title={item.name} sx={{ fontWeight: 600 }}>
                {item.name}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap component="p">
                {MEDIA_KIND_LABELS[item.kind]}・{formatBytes(item.size)}
              </Typography>
              <Box>
                <UsageChip item={item} />
              </Box>
            </Box>
          </ButtonBase>
        </Paper>
      ))}
    </Box>
  );
}
