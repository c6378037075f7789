import { useState } from 'react';
import { alpha } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import CloseIcon from '@mui/icons-material/Close';
import SendIcon from '@mui/icons-material/Send';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import type { PreviewValues } from '../utils/preview-values';
import { readableTextColor } from '../utils/readable-text-color';
import { labels } from '../labels';

/** The stand-in page is this tall; the widget's sizes below are the widget's own, in CSS px. */
const FRAME_HEIGHT = 600;
const LAUNCHER_SIZE = 56;
const WINDOW_WIDTH = 300;
const WINDOW_MAX_HEIGHT = 460;
const GAP = 12;

type PreviewState = 'open' | 'closed';

function Avatar({ size, color }: { size: number; color: string }) {
  return (
    <Box
      role="img"
      aria-label={labels.preview.avatar}
      sx={{
        width: size,
        height: size,
        borderRadius: '50%',
        flexShrink: 0,
        display: 'grid',
        placeItems: 'center',
        bgcolor: alpha(color, 0.14),
        color,
        '& svg': { fontSize: size * 0.6 },
      }}
    >
      <SmartToyOutlinedIcon />
    </Box>
  );
}

function FakeSite() {
  // Grey blocks in place of the owner's page, so the widget is seen where it will sit.
  const bar = (width: string, height = 10) => (
    <Box sx={{ width, height, borderRadius: 1, bgcolor: 'grey.200' }} />
  );
  return (
    <Box aria-hidden sx={{ p: 2, display: 'grid', gap: 1.25 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 1 }}>
        {bar('30%', 14)}
        {bar('40%', 14)}
      </Box>
      <Box sx={{ height: 96, borderRadius: 1.5, bgcolor: 'grey.100' }} />
      {bar('90%')}
      {bar('75%')}
      {bar('82%')}
      {bar('60%')}
    </Box>
  );
}

function ChatWindow({ v, maxHeight }: { v: PreviewValues; maxHeight: number }) {
  const onTheme = readableTextColor(v.themeColor);
  return (
    <Paper
      data-testid="preview-window"
      elevation={8}
      sx={{
        position: 'absolute',
        bottom: v.offsetY + LAUNCHER_SIZE + GAP,
        // The window lines up with the launcher, but never leaves the stand-in page.
        [v.side]: `min(${v.offsetX}px, calc(100% - ${WINDOW_WIDTH + 8}px))`,
        width: WINDOW_WIDTH,
        maxWidth: 'calc(100% - 16px)',
        height: Math.min(WINDOW_MAX_HEIGHT, maxHeight),
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        borderRadius: 3,
      }}
    >
      <Box sx={{ bgcolor: v.themeColor, color: onTheme, px: 1.5, py: 1.25, display: 'flex', alignItems: 'center', gap: 1 }}>
        {v.showAvatar ? (
          <Box sx={{ bgcolor: '#fff', borderRadius: '50%' }}>
            <Avatar size={32} color={v.themeColor} />
          </Box>
        ) : null}
        <Typography variant="subtitle1" component="p" sx={{ flex: 1, fontWeight: 700, color: 'inherit' }} noWrap>
          {v.title}
        </Typography>
        <CloseIcon fontSize="small" aria-label={labels.preview.close} />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'hidden', p: 1.5, display: 'flex', flexDirection: 'column', gap: 1, bgcolor: 'grey.50' }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}>
          {v.showAvatar ? <Avatar size={28} color={v.themeColor} /> : null}
          <Box sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 2, borderBottomLeftRadius: 4, px: 1.25, py: 0.75, maxWidth: '80%' }}>
            <Typography variant="body2">{labels.preview.sampleGreeting}</Typography>
          </Box>
        </Box>
        {v.showQuickReplies ? (
          <Box data-testid="preview-quick-replies" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, pl: v.showAvatar ? 4.5 : 0 }}>
            {labels.preview.sampleQuickReplies.map((text) => (
              <Box
                key={text}
                component="span"
                sx={{ border: 1, borderColor: v.themeColor, color: v.themeColor, borderRadius: 999, px: 1.25, py: 0.25, fontSize: 12, bgcolor: 'background.paper' }}
              >
                {text}
              </Box>
            ))}
          </Box>
        ) : null}
        <Box sx={{ alignSelf: 'flex-end', bgcolor: v.themeColor, color: onTheme, borderRadius: 2, borderBottomRightRadius: 4, px: 1.25, py: 0.75, maxWidth: '80%' }}>
          <Typography variant="body2" sx={{ color: 'inherit' }}>
            {labels.preview.sampleQuestion}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ borderTop: 1, borderColor: 'divider', p: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box
          data-testid="preview-input"
          sx={{ flex: 1, minWidth: 0, border: 1, borderColor: 'divider', borderRadius: 999, px: 1.5, py: 0.75, fontSize: 13, color: 'text.disabled', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', minHeight: 34 }}
        >
          {v.inputPlaceholder}
        </Box>
        <Box sx={{ width: 34, height: 34, borderRadius: '50%', bgcolor: v.themeColor, color: onTheme, display: 'grid', placeItems: 'center', flexShrink: 0 }}>
          <SendIcon sx={{ fontSize: 18 }} aria-label={labels.preview.send} />
        </Box>
      </Box>
    </Paper>
  );
}

function WelcomeBubble({ v }: { v: PreviewValues }) {
  return (
    <Paper
      data-testid="preview-welcome"
      elevation={3}
      sx={{
        position: 'absolute',
        bottom: v.offsetY + LAUNCHER_SIZE + GAP,
        [v.side]: v.offsetX,
        maxWidth: 240,
        px: 1.5,
        py: 1,
        borderRadius: 2,
      }}
    >
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {v.welcomeMessage}
      </Typography>
    </Paper>
  );
}

export interface WidgetPreviewProps {
  values: PreviewValues;
}

/**
 * A mock of the visitor's view, drawn from the form's unsaved values: the launcher at its side and
 * offset, and either the open chat window or the closed launcher with its welcome bubble.
 */
export function WidgetPreview({ values: v }: WidgetPreviewProps) {
  // The open window shows most of the settings at once; the toggle shows the closed launcher.
  const [state, setState] = useState<PreviewState>('open');
  const onTheme = readableTextColor(v.themeColor);
  const windowRoom = FRAME_HEIGHT - (v.offsetY + LAUNCHER_SIZE + GAP) - GAP;
  return (
    <Box component="section" aria-labelledby="widget-preview-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id="widget-preview-title" variant="h5" component="h2" sx={{ flex: 1 }}>
          {labels.preview.title}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={state}
          onChange={(_event, next: PreviewState | null) => {
            if (next) setState(next);
          }}
          aria-label={labels.preview.title}
        >
          <ToggleButton value="open">{labels.preview.stateOpen}</ToggleButton>
          <ToggleButton value="closed">{labels.preview.stateClosed}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {v.openOnLoad ? labels.preview.openOnLoad : labels.preview.closedOnLoad}
      </Typography>
      <Box
        role="img"
        aria-label={labels.preview.regionLabel}
        sx={{
          position: 'relative',
          height: FRAME_HEIGHT,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          borderRadius: 3,
          bgcolor: 'background.paper',
        }}
      >
        <FakeSite />
        {state === 'open' ? <ChatWindow v={v} maxHeight={windowRoom} /> : null}
        {state === 'closed' && v.welcomeMessage ? <WelcomeBubble v={v} /> : null}
        <Box
          data-testid="preview-launcher"
          data-side={v.side}
          sx={{
            position: 'absolute',
            bottom: v.offsetY,
            [v.side]: v.offsetX,
            width: LAUNCHER_SIZE,
            height: LAUNCHER_SIZE,
            borderRadius: '50%',
            bgcolor: v.themeColor,
            color: onTheme,
            display: 'grid',
            placeItems: 'center',
            boxShadow: `0 6px 16px ${alpha(v.themeColor, 0.4)}`,
          }}
        >
          {state === 'open' ? <CloseIcon aria-label={labels.preview.close} /> : <ChatBubbleOutlineIcon aria-label={labels.preview.launcher} />}
        </Box>
      </Box>
    </Box>
  );
}
