import { Link as RouterLink } from 'react-router-dom';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { KNOWLEDGE_ITEM_TYPE_LABELS, type KnowledgeItemSummary } from 'shared-contracts';
import { actionsColumn, countColumn, DeleteRowButton, ListTable, ListTitleCell, RowActionButton, titleColumn, updatedAtColumn, type ListTableColumn } from 'shared-ui';
import { knowledgeEditPath } from '../utils/knowledge-paths';
import { labels } from '../labels';
import { StatusChip } from './StatusChip';

export interface KnowledgeTableProps {
  items: readonly KnowledgeItemSummary[];
  onReindex(item: KnowledgeItemSummary): void;
  onDelete(item: KnowledgeItemSummary): void;
  /** A newer page is on its way: the rows dim instead of vanishing. */
  stale: boolean;
  reindexingId: string | null;
}

export function KnowledgeTable({ items, onReindex, onDelete, stale, reindexingId }: KnowledgeTableProps) {
  const t = labels.list;
  const columns: ListTableColumn<KnowledgeItemSummary>[] = [
    titleColumn(t.columns.title, (item) => (
      // A page not read yet is titled by its URL, which is also its excerpt: once is enough.
      <ListTitleCell title={item.title} to={knowledgeEditPath(item.id)} secondary={item.excerpt !== item.title ? item.excerpt : null}>
        {/* Why it failed is what the owner acts on, so it is read in the row, not only when pointed at. */}
        {item.status === 'error' ? (
          <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
            {item.error_reason ?? labels.status.errorReasonFallback}
          </Typography>
        ) : null}
      </ListTitleCell>
    )),
    { header: t.columns.type, width: 120, sx: { whiteSpace: 'nowrap' }, cell: (item) => KNOWLEDGE_ITEM_TYPE_LABELS[item.type] },
    {
      header: t.columns.status,
      width: 120,
      cell: (item) => <StatusChip status={item.status} errorReason={item.error_reason} progress={item.progress} />,
    },
    countColumn(t.columns.passages, 104, (item) => t.passageCount(item.passage_count)),
    updatedAtColumn(t.columns.updatedAt),
    actionsColumn(t.columns.actions, 144, (item) => (
      <>
        <Tooltip title={t.edit(item.title)}>
          <IconButton component={RouterLink} to={knowledgeEditPath(item.id)} aria-label={t.edit(item.title)}>
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <RowActionButton
          label={t.reindex(item.title)}
          icon={<RefreshIcon fontSize="small" />}
          onClick={() => onReindex(item)}
          disabled={reindexingId !== null || item.status === 'processing'}
        />
        <DeleteRowButton label={t.delete(item.title)} onClick={() => onDelete(item)} />
      </>
    )),
  ];
  return <ListTable label={t.tableLabel} columns={columns} rows={items} rowTestId="knowledge-row" stale={stale} />;
}
