import Chip from '@mui/material/Chip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import type { FormSummary } from 'shared-contracts';
import { actionsColumn, countColumn, DeleteRowButton, ListTable, ListTitleCell, RowActionButton, titleColumn, updatedAtColumn, type ListTableColumn } from 'shared-ui';
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
  const columns: ListTableColumn<FormSummary>[] = [
    titleColumn(t.columns.name, (form) => (
      <ListTitleCell title={form.name} to={editPath(form.id)} linkLabel={t.edit(form.name)} secondary={form.description} />
    )),
    countColumn(t.columns.fields, 88, (form) => t.fieldCount(form.field_count)),
    countColumn(t.columns.answers, 88, (form) => t.answerCount(form.answer_count)),
    {
      header: t.columns.status,
      width: 96,
      cell: (form) => (
        <Chip
          size="small"
          label={form.enabled ? t.enabled : t.disabled}
          color={form.enabled ? 'success' : 'default'}
          variant={form.enabled ? 'filled' : 'outlined'}
        />
      ),
    },
    updatedAtColumn(t.columns.updatedAt),
    actionsColumn(t.columns.actions, 104, (form) => (
      <>
        <RowActionButton
          label={t.duplicate(form.name)}
          icon={<ContentCopyIcon fontSize="small" />}
          onClick={() => onDuplicate(form)}
          disabled={duplicatingId !== null}
        />
        <DeleteRowButton label={t.delete(form.name)} onClick={() => onDelete(form)} />
      </>
    )),
  ];
  return <ListTable label={t.tableLabel} columns={columns} rows={forms} rowTestId="form-row" stale={stale} />;
}
