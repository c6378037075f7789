import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { extensibleEnumLabel, KNOWLEDGE_ITEM_STATUS_LABELS, type KnowledgeItemStatus, type UnknownEnumValue } from 'shared-contracts';
import { labels } from '../labels';

export interface StatusChipProps {
  /** unknown: a status newer than this build (shown as その他). */
  status: KnowledgeItemStatus | UnknownEnumValue;
  errorReason: string | null;
  /** 0–100 while processing. */
  progress: number | null;
}

const COLORS = { processing: 'info', ready: 'success', error: 'error', unknown: 'default' } as const;

/** 処理中 / 完了 / エラー; an error says why when pointed at or focused. */
export function StatusChip({ status, errorReason, progress }: StatusChipProps) {
  const label =
    status === 'processing' && progress !== null ? `${KNOWLEDGE_ITEM_STATUS_LABELS.processing} ${progress}%` : extensibleEnumLabel(KNOWLEDGE_ITEM_STATUS_LABELS, status);
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
