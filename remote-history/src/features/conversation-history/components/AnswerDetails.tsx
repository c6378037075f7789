import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { ANSWER_ENGINE_LABELS, extensibleEnumLabel, type TranscriptMessage, type TranscriptSource } from 'shared-contracts';
import { conversationHistoryLabels } from '../labels';

const t = conversationHistoryLabels.transcript;

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

function timingOf(timing: NonNullable<TranscriptMessage['timing']>): string {
  return [
    t.totalMs(timing.total_ms),
    ...(timing.retrieval_ms === null ? [] : [t.retrievalMs(timing.retrieval_ms)]),
    ...(timing.first_token_ms === null ? [] : [t.firstTokenMs(timing.first_token_ms)]),
  ].join(' ・ ');
}

function Passages({ sources }: { sources: readonly TranscriptSource[] }) {
  if (sources.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {t.noPassages}
      </Typography>
    );
  }
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.75 }}>
        {t.passages(sources.length)}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {sources.map((source, index) => (
          <Box component="li" key={`${source.item_id ?? 'none'}-${index}`} data-testid="answer-passage" sx={{ p: 1.25, borderRadius: 1, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}>
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="body2" sx={{ fontWeight: 600, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {source.title}
              </Typography>
              {source.cited ? <Chip size="small" variant="outlined" color="primary" label={t.cited} sx={{ height: 20, fontSize: 11 }} /> : null}
              <Typography variant="caption" color="primary.dark" sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
                {t.score(source.score)}
              </Typography>
              {source.similarity === undefined ? null : (
                <Typography variant="caption" color="secondary.dark" sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
                  {t.similarity(source.similarity)}
                </Typography>
              )}
            </Box>
            {source.heading && source.heading !== source.title ? (
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.25 }}>
                {source.heading}
              </Typography>
            ) : null}
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ mt: 0.5, display: '-webkit-box', WebkitLineClamp: 4, WebkitBoxOrient: 'vertical', overflow: 'hidden', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {source.text}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** 「回答の詳細」 of one answer, folded by default: the engine and rule, the passages, the time, the model. */
export function AnswerDetails({ message }: { message: TranscriptMessage }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  if (message.engine === null) return null;
  return (
    <Box sx={{ mt: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Button
          size="small"
          onClick={() => setOpen((current) => !current)}
          aria-expanded={open}
          aria-controls={regionId}
          endIcon={<ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />}
          sx={{ px: 1 }}
        >
          {t.details}
        </Button>
        <Typography variant="caption" color="text.secondary" data-testid="answer-engine">
          {extensibleEnumLabel(ANSWER_ENGINE_LABELS, message.engine)}
        </Typography>
      </Box>
      <Collapse in={open} unmountOnExit>
        <Box id={regionId} role="region" aria-label={t.details} sx={{ mt: 0.5, p: 1.5, borderRadius: 1, bgcolor: 'grey.50', border: 1, borderColor: 'divider' }}>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 0.75, m: 0 }}>
            <Row term={t.engine}>{extensibleEnumLabel(ANSWER_ENGINE_LABELS, message.engine)}</Row>
            <Row term={t.rule}>{message.rule || t.none}</Row>
            {message.timing ? <Row term={t.timing}>{timingOf(message.timing)}</Row> : null}
            {message.model ? <Row term={t.model}>{message.model}</Row> : null}
          </Box>
          <Passages sources={message.sources} />
        </Box>
      </Collapse>
    </Box>
  );
}
