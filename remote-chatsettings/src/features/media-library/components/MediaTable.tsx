import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
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
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { MEDIA_KIND_LABELS, type MediaItem } from 'shared-contracts';
import { DateTime, formatBytes, MediaThumbnail } from 'shared-ui';
import { labels } from '../labels';
import { InlineRename } from './InlineRename';
import { detailsText } from '../utils/media-details-text';
import { UsageChip } from './UsageChip';

export interface MediaTableProps {
  items: readonly MediaItem[];
  onOpen(item: MediaItem): void;
  onDelete(item: MediaItem): void;
  onRenamed(item: MediaItem): void;
  onError(message: string): void;
  stale: boolean;
}

/** One row per file, with the name renamed in place. */
export function MediaTable({ items, onOpen, onDelete, onRenamed, onError, stale }: MediaTableProps) {
  const columns = labels.columns;
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ opacity: stale ? 0.6 : 1, transition: 'opacity 120ms' }}>
      <Table size="small" aria-label={labels.itemsLabel} aria-busy={stale}>
        <TableHead>
          <TableRow sx={{ '& th': { whiteSpace: 'nowrap' } }}>
            <TableCell sx={{ width: 60 }} />
            <TableCell sx={{ minWidth: 180 }}>{columns.name}</TableCell>
            <TableCell>{columns.kind}</TableCell>
            <TableCell align="right">{columns.size}</TableCell>
            <TableCell>{columns.details}</TableCell>
            <TableCell sx={{ minWidth: 100 }}>{columns.tags}</TableCell>
            <TableCell>{columns.usage}</TableCell>
            <TableCell>{columns.updatedAt}</TableCell>
            <TableCell align="right">{columns.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id} hover>
              <TableCell>
                <Link component="button" type="button" onClick={() => onOpen(item)} aria-label={labels.open(item.name)} sx={{ display: 'block' }}>
                  <MediaThumbnail item={item} size={44} />
                </Link>
              </TableCell>
              <TableCell sx={{ minWidth: 0 }}>
                <InlineRename item={item} onRenamed={onRenamed} onError={onError} dense />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{MEDIA_KIND_LABELS[item.kind]}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatBytes(item.size)}
              </TableCell>
              <TableCell>{detailsText(item)}</TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                  {item.tags.map((tag) => (
                    <Chip key={tag} size="small" label={tag} />
                  ))}
                </Box>
              </TableCell>
              <TableCell>
                <UsageChip item={item} />
              </TableCell>
              <TableCell>
                <DateTime iso={item.updated_at} />
              </TableCell>
              <TableCell align="right">
                <Tooltip title={labels.remove.button}>
                  <IconButton size="small" aria-label={labels.remove.label(item.name)} onClick={() => onDelete(item)}>
                    <DeleteOutlinedIcon fontSize="small" />
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
