import { useId } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { labels } from '../labels';

export const SPINNER_SIZES = { small: 24, default: 40, large: 64 } as const;
export const DEFAULT_OVERLAY_OPACITY = 0.2;

export type LoadingSpinnerSize = keyof typeof SPINNER_SIZES;

export interface LoadingSpinnerProps {
  size?: LoadingSpinnerSize;
  text?: string;
  /** Covers the whole viewport with a dimmed overlay, for pages loading on demand. */
  fullScreen?: boolean;
  /** Darkness of the full-screen overlay, 0 to 1. */
  opacity?: number;
}

export function LoadingSpinner({
  size = 'default',
  text = labels.loading,
  fullScreen = false,
  opacity = DEFAULT_OVERLAY_OPACITY,
}: LoadingSpinnerProps) {
  const textId = useId();
  const spinner = (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, p: 2 }}
    >
      <CircularProgress size={SPINNER_SIZES[size]} aria-labelledby={text ? textId : undefined} />
      {text ? (
        <Typography id={textId} variant="body2" color={fullScreen ? 'common.white' : 'text.secondary'}>
          {text}
        </Typography>
      ) : null}
    </Box>
  );
  if (!fullScreen) return spinner;
  return (
    <Box
      data-testid="loading-overlay"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
      style={{ backgroundColor: `rgba(0, 0, 0, ${opacity})` }}
    >
      {spinner}
    </Box>
  );
}
