import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ForbiddenEntry, ForbiddenListDefinition } from '../forbidden-list-kinds';
import { kindLabels, labels } from '../labels';
import { EntryEditRow } from './EntryEditRow';
import { EntryRow } from './EntryRow';

export type EntryTableProps = {
  list: ForbiddenListDefinition;
  entries: readonly ForbiddenEntry[];
  editingId: string | null;
  onEdit(entry: ForbiddenEntry): void;
  onEditDone(saved: boolean): void;
  onDelete(entry: ForbiddenEntry): void;
  onError(message: string): void;
  onEditDirtyChange(dirty: boolean): void;
  /** A newer page is on its way: the rows dim instead of vanishing. */
  stale: boolean;
};

export function EntryTable({ list, entries, editingId, onEdit, onEditDone, onDelete, onError, onEditDirtyChange, stale }: EntryTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <Table size="small" aria-label={labels.listTitle} sx={{ tableLayout: 'fixed' }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '38%' }}>{kindLabels(list.kind).value}</TableCell>
            <TableCell>{labels.columns.note}</TableCell>
            <TableCell sx={{ width: 150 }}>{labels.columns.updatedAt}</TableCell>
            <TableCell align="right" sx={{ width: 176 }}>
              {labels.columns.actions}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) =>
            entry.id === editingId ? (
              <EntryEditRow
                key={entry.id}
                list={list}
                entry={entry}
                onDone={onEditDone}
                onError={onError}
                onDirtyChange={onEditDirtyChange}
              />
            ) : (
              <EntryRow
                key={entry.id}
                entry={entry}
                locked={editingId !== null}
                onEdit={() => onEdit(entry)}
                onDelete={() => onDelete(entry)}
              />
            ),
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
