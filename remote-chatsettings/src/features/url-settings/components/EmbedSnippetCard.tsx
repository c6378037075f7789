import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { CopyField } from 'shared-ui';
import { useEmbedSnippet } from '../api/get-embed-snippet';
import { labels } from '../labels';

/** The one tag an owner pastes into their site, with the AgentID in it. */
export function EmbedSnippetCard() {
  const embed = useEmbedSnippet();
  return (
    <Paper component="section" variant="outlined" aria-labelledby="embed-title" sx={{ p: 3 }}>
      <Typography id="embed-title" variant="h5" component="h2">
        {labels.embed.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
        {labels.embed.description}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5, mb: 2.5, fontWeight: 700 }}>
        {labels.embed.where}
      </Typography>
      {embed.isPending ? (
        <Box role="progressbar" aria-label={labels.embed.title}>
          <Skeleton variant="text" width={280} sx={{ mb: 2 }} />
          <Skeleton variant="rounded" height={80} />
        </Box>
      ) : embed.isError ? (
        <Alert severity="error">
          {labels.embed.loadFailed}: {embed.error.message}
        </Alert>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {labels.embed.agentId}:{' '}
            <Box component="code" data-testid="embed-agent-id" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
              {embed.data.agent_id}
            </Box>
          </Typography>
          <CopyField label={labels.embed.code} value={embed.data.snippet} multiline />
        </>
      )}
    </Paper>
  );
}
