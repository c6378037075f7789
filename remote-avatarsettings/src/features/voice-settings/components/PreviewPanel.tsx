import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import { VOICE_PREVIEW_TEXT_MAX } from 'shared-contracts';
import { FieldHelper } from 'shared-ui';
import type { PreviewState } from '../hooks/use-voice-preview';
import { labels } from '../labels';

export interface PreviewPanelProps {
  text: string;
  onTextChange(text: string): void;
  state: PreviewState;
  error: string | null;
  onPlay(): void;
  onStop(): void;
  /** The avatar, its mouth moving while the sample plays. */
  speaker: ReactNode;
}

export function PreviewPanel({ text, onTextChange, state, error, onPlay, onStop, speaker }: PreviewPanelProps) {
  const busy = state !== 'idle';
  return (
    <Box sx={{ display: 'flex', gap: 2.5, alignItems: 'flex-start' }}>
      <Box sx={{ lineHeight: 0, flexShrink: 0, borderRadius: 2, bgcolor: 'action.hover', p: 1 }}>{speaker}</Box>
      <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 1.5 }}>
        <TextField
          label={labels.previewText}
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          multiline
          minRows={2}
          helperText={<FieldHelper count={{ value: text, max: VOICE_PREVIEW_TEXT_MAX }} />}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          {busy ? (
            <Button variant="outlined" startIcon={<StopIcon />} onClick={onStop}>
              {labels.stop}
            </Button>
          ) : (
            <Button variant="contained" startIcon={<PlayArrowIcon />} onClick={onPlay} disabled={text.trim() === ''}>
              {labels.play}
            </Button>
          )}
          <Typography variant="body2" color="text.secondary" role="status">
            {state === 'loading' ? labels.loadingAudio : state === 'playing' ? labels.playing : ''}
          </Typography>
        </Box>
        {error ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : null}
      </Box>
    </Box>
  );
}
