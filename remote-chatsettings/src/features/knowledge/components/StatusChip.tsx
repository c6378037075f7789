import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { KNOWLEDGE_ITEM_STATUS_LABELS, type KnowledgeItemStatus } from 'shared-contracts';
import { labels } from '../labels';

export interface StatusChipProps {
  status: KnowledgeItemStatus;
  errorReason: string | null;
  /** 0–100 while processing. */
  progress: number | null;
}

const COLORS = { processing: 'info', ready: 'success', error: 'error' } as const;

/** 処理中 / 完了 / エラー; an error says why when pointed at or focused. */
export function StatusChip({ status, errorReason, progress }: StatusChipProps) {
  const label =
    status === 'processing' && progress !== null ? `${KNOWLEDGE_ITEM_STATUS_LABELS.processing} ${progress}%` : KNOWLEDGE_ITEM_STATUS_LABELS[status];
  const chip = (
    <Chip
      size="small"
      label={label}
      color={COLORS[status]}
      variant={status === 'ready' ? 'filled' : 'outlined'}
      data-testid="knowledge-status"
      tabIndex={status === 'error' ? 0 : undefined}
    />
  );
  if (status !== 'error') return chip;
  return <Tooltip title={errorReason ?? labels.status.errorReasonFallback}>{chip}</Tooltip>;
}
