import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { sectionLoadErrorLabels } from './labels';

export interface SectionLoadErrorProps {
  onRetry(): void;
}

/** Shown in place of a section that could not be loaded; the rest of the console keeps working. */
export function SectionLoadError({ onRetry }: SectionLoadErrorProps) {
  return (
    <Paper
      role="alert"
      variant="outlined"
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, p: 3, maxWidth: 720 }}
    >
      <CloudOffOutlinedIcon aria-hidden color="error" sx={{ mt: 0.25 }} />
      <Box sx={{ flex: 1 }}>
        <Typography variant="h5" component="p">
          {sectionLoadErrorLabels.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          {sectionLoadErrorLabels.description}
        </Typography>
        <Button variant="contained" startIcon={<RefreshIcon />} onClick={onRetry}>
          {sectionLoadErrorLabels.retry}
        </Button>
      </Box>
    </Paper>
  );
}
