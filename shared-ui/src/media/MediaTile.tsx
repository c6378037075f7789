import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { MEDIA_KIND_LABELS, type MediaItem } from 'shared-contracts';
import { formatBytes } from './format-bytes';
import { MediaThumbnail } from './MediaThumbnail';

export interface MediaTileProps {
  item: MediaItem;
  selected: boolean;
  onSelect(item: MediaItem): void;
  /** A double click picks at once. */
  onPick(item: MediaItem): void;
}

/** One item of the picker's grid: a toggle button, pressed when selected. */
export function MediaTile({ item, selected, onSelect, onPick }: MediaTileProps) {
  return (
    <ButtonBase
      aria-pressed={selected}
      onClick={() => onSelect(item)}
      onDoubleClick={() => onPick(item)}
      focusRipple
      sx={{
        position: 'relative',
        display: 'grid',
        // One column as wide as the tile, so an icon square is as large as a picture.
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 0.75,
        p: 1,
        textAlign: 'left',
        alignContent: 'start',
        borderRadius: 1.5,
        border: '2px solid',
        borderColor: selected ? 'primary.main' : 'transparent',
        bgcolor: selected ? 'action.selected' : 'transparent',
        '&:hover': { bgcolor: selected ? 'action.selected' : 'action.hover' },
        '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <MediaThumbnail item={item} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" noWrap title={item.name}>
          {item.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          {MEDIA_KIND_LABELS[item.kind]}・{formatBytes(item.size)}
        </Typography>
      </Box>
      {selected ? (
        <CheckCircleIcon color="primary" aria-hidden sx={{ position: 'absolute', top: 12, right: 12, bgcolor: 'background.paper', borderRadius: '50%' }} />
      ) : null}
    </ButtonBase>
  );
}
