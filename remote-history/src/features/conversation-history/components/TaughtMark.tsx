import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { extensibleEnumLabel, TAUGHT_HOW_LABELS, type TranscriptMessage } from 'shared-contracts';
import { DateTime, knowledgeEditPath } from 'shared-ui';
import { conversationHistoryLabels } from '../labels';

const t = conversationHistoryLabels.transcript;

/**
 * A visitor question the owner taught (ナレッジに追加, issue #40): which Q&A, how and when, so the
 * owner does not teach it again by mistake. Teaching again stays possible (the dialog then says the
 * Q&A that holds it).
 */
export function TaughtMark({ taught }: { taught: NonNullable<TranscriptMessage['taught']> }) {
  return (
    <Box data-testid="message-taught" sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, mt: 0.75, color: 'success.dark', maxWidth: 420 }}>
      <TaskAltIcon fontSize="small" sx={{ mt: 0.125 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={knowledgeEditPath(taught.item_id)} color="inherit" aria-label={t.taughtLink(taught.item_title)}>
            {t.taughtMark(taught.item_title)}
          </Link>
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {extensibleEnumLabel(TAUGHT_HOW_LABELS, taught.how)}・<DateTime iso={taught.taught_at} />
        </Typography>
      </Box>
    </Box>
  );
}
