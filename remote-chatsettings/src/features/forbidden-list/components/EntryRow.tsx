import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { ForbiddenEntry } from '../forbidden-list-kinds';
import { DateTime } from 'shared-ui';
import { labels } from '../labels';

export type EntryRowProps = {
  entry: ForbiddenEntry;
  onEdit(): void;
  onDelete(): void;
  /** Another row is being edited: one edit at a time keeps unsaved work in one place. */
  locked: boolean;
};

export function EntryRow({ entry, onEdit, onDelete, locked }: EntryRowProps) {
  return (
    <TableRow hover>
      <TableCell sx={{ overflowWrap: 'anywhere', fontWeight: 500 }}>{entry.value}</TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>
        {entry.note === '' ? (
          <Typography component="span" variant="body2" color="text.disabled">
            -
          </Typography>
        ) : (
          entry.note
        )}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
        <DateTime iso={entry.updated_at} />
      </TableCell>
      <TableCell align="right">
        <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
          <Tooltip title={labels.edit}>
            <span>
              <IconButton size="small" aria-label={labels.editLabel(entry.value)} onClick={onEdit} disabled={locked}>
                <EditOutlinedIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={labels.delete}>
            <span>
              <IconButton size="small" aria-label={labels.deleteLabel(entry.value)} onClick={onDelete} disabled={locked}>
                <DeleteOutlinedIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </Box>
      </TableCell>
    </TableRow>
  );
}
