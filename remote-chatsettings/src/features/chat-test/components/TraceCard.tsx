import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { ANSWER_ENGINE_LABELS, type MessageTrace } from 'shared-contracts';
import { paths } from '../../../paths';
import { useMessageTrace } from '../api/get-message-trace';
import { knowledgeItemPath, settingLinkOf } from '../utils/setting-links';
import { labels } from '../labels';
import { PassageList } from './PassageList';

export interface TraceCardProps {
  messageId: string;
  number: number;
  latest: boolean;
  emotionLabels: Record<string, string>;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/** Each figure kept on one line, so a narrow panel breaks between figures, never inside one. */
function Timing({ timing }: { timing: MessageTrace['timing'] }) {
  const parts = [
    labels.totalMs(timing.total_ms),
    ...(timing.retrieval_ms === null ? [] : [labels.retrievalMs(timing.retrieval_ms)]),
    ...(timing.first_token_ms === null ? [] : [labels.firstTokenMs(timing.first_token_ms)]),
  ];
  return (
    <span data-testid="trace-timing">
      {parts.map((part, index) => (
        <span key={part}>
          <span style={{ whiteSpace: 'nowrap' }}>
            {part}
            {index < parts.length - 1 ? ' ・' : ''}
          </span>
          {index < parts.length - 1 ? ' ' : ''}
        </span>
      ))}
    </span>
  );
}

/** One answer of the test chat: the engine and the setting that made it, its passages, emotion and time. */
export function TraceCard({ messageId, number, latest, emotionLabels }: TraceCardProps) {
  const trace = useMessageTrace(messageId);
  const title = labels.answerNumber(number);

  return (
    <Paper component="article" variant="outlined" aria-label={title} sx={{ p: 2, borderColor: latest ? 'primary.light' : 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography component="h3" variant="subtitle2">
          {title}
        </Typography>
        {latest ? <Chip size="small" label={labels.latest} color="primary" variant="outlined" /> : null}
        {trace.data ? <Chip size="small" color="primary" label={ANSWER_ENGINE_LABELS[trace.data.engine]} data-testid="trace-engine" /> : null}
        {trace.data ? (
          <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto' }}>
            {labels.totalMs(trace.data.timing.total_ms)}
          </Typography>
        ) : null}
      </Box>
      {trace.isPending ? (
        <Box role="status" aria-label={labels.traceLoading}>
          <Skeleton width="70%" />
          <Skeleton width="50%" />
          <Skeleton width="60%" />
        </Box>
      ) : null}
      {trace.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void trace.refetch()}>
              {labels.retry}
            </Button>
          }
        >
          {labels.traceFailed}
        </Alert>
      ) : null}
      {trace.data ? <TraceDetails trace={trace.data} emotionLabels={emotionLabels} /> : null}
    </Paper>
  );
}

function TraceDetails({ trace, emotionLabels }: { trace: MessageTrace; emotionLabels: Record<string, string> }) {
  const setting = settingLinkOf(trace.engine);
  const emotion = trace.emotion === null ? labels.noEmotion : (emotionLabels[trace.emotion] ?? trace.emotion);
  return (
    <>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 0.75, m: 0 }}>
        <Row term={labels.engine}>{ANSWER_ENGINE_LABELS[trace.engine]}</Row>
        <Row term={labels.rule}>{trace.rule || '—'}</Row>
        <Row term={labels.emotion}>
          <span data-testid="trace-emotion">{emotion}</span>
        </Row>
        <Row term={labels.timing}>
          <Timing timing={trace.timing} />
        </Row>
        {trace.model ? <Row term={labels.model}>{trace.model}</Row> : null}
      </Box>
      <PassageList passages={trace.passages} itemPath={knowledgeItemPath} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 1.5 }}>
        <Link component={RouterLink} to={setting.path} variant="body2">
          {labels.openSetting(setting.screen)}
        </Link>
        {trace.emotion !== null ? (
          <Link component={RouterLink} to={paths.emotionStates} variant="body2">
            {labels.openEmotionStates}
          </Link>
        ) : null}
      </Box>
    </>
  );
}
