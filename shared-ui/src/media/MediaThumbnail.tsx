import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AudiotrackOutlinedIcon from '@mui/icons-material/AudiotrackOutlined';
import MovieOutlinedIcon from '@mui/icons-material/MovieOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import type { MediaItem } from 'shared-contracts';
import { formatDuration } from './format-duration';

export interface MediaThumbnailProps {
  item: Pick<MediaItem, 'kind' | 'url' | 'thumbnail_url' | 'duration' | 'name'>;
  /** The square's side in px; it fills its box when absent. */
  size?: number;
}

const icons = {
  video: MovieOutlinedIcon,
  audio: AudiotrackOutlinedIcon,
  pdf: PictureAsPdfOutlinedIcon,
} as const;

/**
 * A square picture of a media item: an image's thumbnail (or the image itself when it has none),
 * an icon and the length for sound and video, an icon for a PDF. Decorative: the name is beside it.
 */
export function MediaThumbnail({ item, size }: MediaThumbnailProps) {
  const box = { width: size ?? '100%', aspectRatio: '1 / 1', borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.100', flexShrink: 0 } as const;
  if (item.kind === 'image') {
    return (
      <Box sx={{ ...box, backgroundImage: 'repeating-conic-gradient(#f1f1f4 0% 25%, #fff 0% 50%)', backgroundSize: '16px 16px' }}>
        <Box
          component="img"
          src={item.thumbnail_url ?? item.url}
          alt=""
          loading="lazy"
          draggable={false}
          sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
        />
      </Box>
    );
  }
  const Icon = icons[item.kind];
  return (
    <Box aria-hidden sx={{ ...box, display: 'grid', placeItems: 'center', alignContent: 'center', gap: 0.5, color: 'primary.main' }}>
      <Icon sx={{ fontSize: size !== undefined && size < 64 ? 24 : 40 }} />
      {item.duration !== null && (size === undefined || size >= 64) ? (
        <Typography variant="caption" color="text.secondary">
          {formatDuration(item.duration)}
        </Typography>
      ) : null}
    </Box>
  );
}
