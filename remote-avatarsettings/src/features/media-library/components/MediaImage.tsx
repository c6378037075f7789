import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useMediaItem } from '../api/get-media-item';

export interface MediaImageProps {
  id: string;
  size: number;
  /** Drawn while the image loads, and in its place when it no longer exists. */
  fallback: ReactNode;
}

/** A media library image in a square, for previews. */
export function MediaImage({ id, size, fallback }: MediaImageProps) {
  const item = useMediaItem(id);
  if (!item.data) return <>{fallback}</>;
  return (
    <Box
      component="img"
      src={item.data.url}
      alt=""
      data-media-id={id}
      sx={{ width: size, height: size, objectFit: 'contain', display: 'block' }}
    />
  );
}
