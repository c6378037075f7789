import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEmotionLabels } from '../api/get-emotion-labels';
import { labels } from '../labels';
import { TraceCard } from './TraceCard';

export interface TracePanelProps {
  /** The answers of the conversation on show, oldest first. */
  answerIds: readonly string[];
}

/** Beside the widget: how each answer was made, the newest at the top. */
export function TracePanel({ answerIds }: TracePanelProps) {
  const emotionLabels = useEmotionLabels();
  const newestFirst = answerIds.map((id, index) => ({ id, number: index + 1 })).reverse();
  return (
    <Paper component="aside" variant="outlined" aria-labelledby="chat-test-trace-title" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, p: 2 }}>
      <Typography id="chat-test-trace-title" variant="h6" component="h2">
        {labels.traceTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {labels.traceLead}
      </Typography>
      {newestFirst.length === 0 ? (
        <Box sx={{ p: 3, textAlign: 'center', border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {labels.traceEmpty}
          </Typography>
        </Box>
      ) : (
        <Box
          component="ol"
          aria-label={labels.traceListLabel}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, overflowY: 'auto', maxHeight: 'clamp(520px, calc(100vh - 300px), 760px)', pr: 0.5 }}
        >
          {newestFirst.map(({ id, number }) => (
            <li key={id}>
              <TraceCard messageId={id} number={number} latest={number === answerIds.length} emotionLabels={emotionLabels.data ?? {}} />
            </li>
          ))}
        </Box>
      )}
    </Paper>
  );
}
