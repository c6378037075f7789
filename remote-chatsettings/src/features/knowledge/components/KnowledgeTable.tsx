import { Link as RouterLink } from 'react-router-dom';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { KNOWLEDGE_ITEM_TYPE_LABELS, type KnowledgeItemSummary } from 'shared-contracts';
import { formatDateTime } from 'shared-ui';
import { knowledgeEditPath } from '../hooks/knowledge-paths';
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
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <Table aria-label={t.tableLabel} sx={{ tableLayout: 'fixed' }}>
        <TableHead>
          <TableRow>
            <TableCell>{t.columns.title}</TableCell>
            <TableCell sx={{ width: 120 }}>{t.columns.type}</TableCell>
            <TableCell sx={{ width: 120 }}>{t.columns.status}</TableCell>
            <TableCell sx={{ width: 104 }} align="right">
              {t.columns.passages}
            </TableCell>
            <TableCell sx={{ width: 150 }}>{t.columns.updatedAt}</TableCell>
            <TableCell sx={{ width: 144 }} align="right">
              {t.columns.actions}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id} hover data-testid="knowledge-row">
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <Link component={RouterLink} to={knowledgeEditPath(item.id)} underline="hover" sx={{ fontWeight: 700 }}>
                  {item.title}
                </Link>
                {/* A page not read yet is titled by its URL, which is also its excerpt: once is enough. */}
                {item.excerpt && item.excerpt !== item.title ? (
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {item.excerpt}
                  </Typography>
                ) : null}
                {/* Why it failed is what the owner acts on, so it is read in the row, not only when pointed at. */}
                {item.status === 'error' ? (
                  <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
                    {item.error_reason ?? labels.status.errorReasonFallback}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{KNOWLEDGE_ITEM_TYPE_LABELS[item.type]}</TableCell>
              <TableCell>
                <StatusChip status={item.status} errorReason={item.error_reason} progress={item.progress} />
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {t.passageCount(item.passage_count)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
                <time dateTime={item.updated_at}>{formatDateTime(item.updated_at)}</time>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title={t.edit(item.title)}>
                  <IconButton component={RouterLink} to={knowledgeEditPath(item.id)} aria-label={t.edit(item.title)}>
                    <EditOutlinedIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title={t.reindex(item.title)}>
                  <span>
                    <IconButton
                      aria-label={t.reindex(item.title)}
                      onClick={() => onReindex(item)}
                      disabled={reindexingId !== null || item.status === 'processing'}
                    >
                      <RefreshIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title={t.delete(item.title)}>
                  <IconButton aria-label={t.delete(item.title)} onClick={() => onDelete(item)} sx={{ '&:hover': { color: 'error.main' } }}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
