import { Link as RouterLink } from 'react-router-dom';
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
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import type { FormSummary } from 'shared-contracts';
import { formatDateTime } from 'shared-ui';
import { labels } from '../labels';

export interface FormTableProps {
  forms: readonly FormSummary[];
  /** The edit page of a form. */
  editPath(id: string): string;
  onDuplicate(form: FormSummary): void;
  onDelete(form: FormSummary): void;
  /** A newer page is on its way: the rows dim instead of vanishing. */
  stale: boolean;
  /** A copy is being made: its button waits. */
  duplicatingId: string | null;
}

export function FormTable({ forms, editPath, onDuplicate, onDelete, stale, duplicatingId }: FormTableProps) {
  const t = labels.list;
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <Table aria-label={t.tableLabel} sx={{ tableLayout: 'fixed' }}>
        <TableHead>
          <TableRow>
            <TableCell>{t.columns.name}</TableCell>
            <TableCell sx={{ width: 88 }} align="right">
              {t.columns.fields}
            </TableCell>
            <TableCell sx={{ width: 88 }} align="right">
              {t.columns.answers}
            </TableCell>
            <TableCell sx={{ width: 96 }}>{t.columns.status}</TableCell>
            <TableCell sx={{ width: 150 }}>{t.columns.updatedAt}</TableCell>
            <TableCell sx={{ width: 104 }} align="right">
              {t.columns.actions}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {forms.map((form) => (
            <TableRow key={form.id} hover data-testid="form-row">
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <Link component={RouterLink} to={editPath(form.id)} underline="hover" aria-label={t.edit(form.name)} sx={{ fontWeight: 700 }}>
                  {form.name}
                </Link>
                {form.description ? (
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {form.description}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {t.fieldCount(form.field_count)}
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {t.answerCount(form.answer_count)}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={form.enabled ? t.enabled : t.disabled}
                  color={form.enabled ? 'success' : 'default'}
                  variant={form.enabled ? 'filled' : 'outlined'}
                />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
                <time dateTime={form.updated_at}>{formatDateTime(form.updated_at)}</time>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title={t.duplicate(form.name)}>
                  <span>
                    <IconButton aria-label={t.duplicate(form.name)} onClick={() => onDuplicate(form)} disabled={duplicatingId !== null}>
                      <ContentCopyIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title={t.delete(form.name)}>
                  <IconButton aria-label={t.delete(form.name)} onClick={() => onDelete(form)} sx={{ '&:hover': { color: 'error.main' } }}>
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
