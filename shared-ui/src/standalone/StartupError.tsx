import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { labels } from '../labels';

export type StartupErrorProps = { detail: string };

export function StartupError({ detail }: StartupErrorProps) {
  return (
    <Box sx={{ p: 4 }}>
      <Alert severity="error">
        {labels.standalone.configLoadFailed}
        <br />
        {detail}
      </Alert>
    </Box>
  );
}
