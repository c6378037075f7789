import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { standaloneLabels } from './labels';

export type StartupErrorProps = { detail: string };

export function StartupError({ detail }: StartupErrorProps) {
  return (
    <Box sx={{ p: 4 }}>
      <Alert severity="error">
        {standaloneLabels.configLoadFailed}
        <br />
        {detail}
      </Alert>
    </Box>
  );
}
