import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import type { KnowledgeItem } from 'shared-contracts';
import { useDateTimeFormat, type NoticeControls } from 'shared-ui';
import { useReindexKnowledgeItem } from '../api/reindex-knowledge-item';
import { labels } from '../labels';
import { StatusChip } from './StatusChip';

/** Where indexing of the item stands: status, passages answering now, and a way to index it again. */
export function ItemStatusPanel({ item, notice }: { item: KnowledgeItem; notice: NoticeControls }) {
  const t = labels.editor;
  const reindex = useReindexKnowledgeItem();
  const processing = item.status === 'processing';
  // On the owner's clock, as every time of the console.
  const { format } = useDateTimeFormat();
  return (
    <Paper variant="outlined" component="section" aria-label={t.statusSection} sx={{ p: 2, mb: 3, display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <StatusChip status={item.status} errorReason={item.error_reason} progress={item.progress} />
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {t.passages(item.passage_count)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {item.indexed_at ? t.indexedAt(format(item.indexed_at)) : t.notIndexed}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Button
          variant="outlined"
          size="small"
          startIcon={<RefreshIcon />}
          disabled={processing || reindex.isPending}
          onClick={() =>
            reindex.mutate(item.id, {
              onSuccess: () => notice.showSuccess(t.reindexed),
              onError: (error) => notice.showError(error.message),
            })
          }
        >
          {item.type === 'url' ? t.refetch : t.reindex}
        </Button>
      </Box>
      {processing ? (
        <LinearProgress
          variant={item.progress === null ? 'indeterminate' : 'determinate'}
          value={item.progress ?? 0}
          aria-label={t.progress(item.progress ?? 0)}
        />
      ) : null}
      {item.status === 'error' ? <Alert severity="error">{item.error_reason ?? labels.status.errorReasonFallback}</Alert> : null}
    </Paper>
  );
}
