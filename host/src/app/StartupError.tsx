import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { labels } from '../labels';

/** Without its runtime configuration the console cannot reach the API; say so instead of a blank page. */
export function StartupError() {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Paper variant="outlined" role="alert" sx={{ p: 4, maxWidth: 480 }}>
        <Typography variant="h3" component="h1" gutterBottom>
          {labels.startupError.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {labels.startupError.description}
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {labels.startupError.reload}
        </Button>
      </Paper>
    </Box>
  );
}
