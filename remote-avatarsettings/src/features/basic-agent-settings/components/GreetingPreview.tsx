import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { GreetingPreview as Preview } from '../utils/greeting-preview';
import { labels } from '../labels';

export interface GreetingPreviewProps {
  preview: Preview;
  avatar: ReactNode;
}

/** The avatar saying the greeting, and a line in the persona's voice, as a visitor would see them. */
export function GreetingPreview({ preview, avatar }: GreetingPreviewProps) {
  return (
    <Box component="section" aria-labelledby="greeting-preview-title">
      <Typography id="greeting-preview-title" variant="h5" component="h2">
        {labels.preview}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {labels.previewHelp}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2.5, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1.5 }}>
          <Box sx={{ lineHeight: 0, flexShrink: 0, textAlign: 'center' }}>
            {avatar}
            <Typography variant="caption" component="p" sx={{ lineHeight: 1.6, mt: 0.5, fontWeight: 700 }} data-testid="preview-agent-name">
              {preview.agentName}
            </Typography>
          </Box>
          <Box
            data-testid="preview-greeting"
            sx={{ flex: 1, minWidth: 0, mb: 4, px: 1.75, py: 1.25, bgcolor: 'background.default', border: 1, borderColor: 'divider', borderRadius: 3, borderBottomLeftRadius: 4 }}
          >
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {preview.greeting}
            </Typography>
          </Box>
        </Box>
        <Box>
          <Typography variant="caption" color="text.secondary" component="p">
            {labels.personaSampleTitle}
          </Typography>
          <Typography variant="body2" data-testid="preview-persona">
            {preview.personaSample}
          </Typography>
        </Box>
      </Paper>
    </Box>
  );
}
