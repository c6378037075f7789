import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { FORM_ANSWER_EMPTY_CELL, loginTypeColumnLabel, SAMPLE_DATA_LABELS, visitorLabel, type FormAnswerSummary } from 'shared-contracts';
import { DateTime, ListTable, useDateTimeFormat, type ListTableColumn } from 'shared-ui';
import { formHistoryLabels } from '../labels';
import type { ArrangedColumn } from '../utils/column-preferences';

export interface FormAnswerTableProps {
  rows: readonly FormAnswerSummary[];
  /** The chosen form's columns to show, in the owner's order; null for すべてのフォーム. */
  fields: readonly ArrangedColumn[] | null;
  /** A row opens its answer (the list's URL with `answer`). */
  answerHref(row: FormAnswerSummary): string;
  stale: boolean;
}

const c = formHistoryLabels.formAnswers.columns;
const t = formHistoryLabels.formAnswers;

const oneLine = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** An answer as text, on one line, cut with … (the whole of it is the tooltip and the detail's). */
function Value({ text, secondary = false }: { text: string; secondary?: boolean }) {
  return (
    <Typography variant="body2" title={text || undefined} sx={{ ...oneLine, color: text === '' ? 'text.disabled' : secondary ? 'text.secondary' : 'text.primary' }}>
      {text === '' ? FORM_ANSWER_EMPTY_CELL : text}
    </Typography>
  );
}

/** The visitor, and サンプル on an answer of the demo's sample history (marked on its row, not only above the list). */
function VisitorCell({ row }: { row: FormAnswerSummary }) {
  if (!row.sample) return <Value text={visitorLabel(row.visitor)} />;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
      <Value text={visitorLabel(row.visitor)} />
      <Chip size="small" variant="outlined" label={SAMPLE_DATA_LABELS.badge} title={t.sampleLabel} sx={{ height: 22, fontSize: 12, flexShrink: 0 }} />
    </Box>
  );
}

/** すべてのフォーム's short 回答内容: the first answered values, in the form's order. */
function summaryOf(row: FormAnswerSummary): string {
  return Object.values(row.cells)
    .filter((value) => value.trim() !== '')
    .slice(0, 4)
    .join(' / ');
}

const leading: readonly ListTableColumn<FormAnswerSummary>[] = [
  {
    header: c.answeredAt,
    // Wide enough for 2026/11/26 17:38 on one line: the table scrolls rather than wraps.
    width: 168,
    sx: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
    cell: (row) => <DateTime iso={row.created_at} />,
  },
];

const visitorColumns: readonly ListTableColumn<FormAnswerSummary>[] = [
  { header: c.visitor, width: 150, cell: (row) => <VisitorCell row={row} /> },
  { header: c.loginType, width: 120, cell: (row) => loginTypeColumnLabel(row.visitor.login_type) },
  { header: c.version, width: 108, sx: { fontVariantNumeric: 'tabular-nums' }, cell: (row) => t.versionValue(row.version) },
];

/** What a column without a width in px (a share, or the rest) keeps at least before the table scrolls. */
const FLEXIBLE_MIN_WIDTH = 160;

const allFormsColumns: readonly ListTableColumn<FormAnswerSummary>[] = [
  ...leading,
  { header: c.form, width: '18%', cell: (row) => <Value text={t.formName(row.form.name, row.form.archived)} secondary={row.form.archived} /> },
  ...visitorColumns,
  { header: c.summary, cell: (row) => <Value text={summaryOf(row)} /> },
];

function fieldColumn(field: ArrangedColumn): ListTableColumn<FormAnswerSummary> {
  return {
    header: (
      <Typography component="span" variant="inherit" title={field.dropped ? `${field.label}${t.dropped}` : field.label} sx={{ ...oneLine, display: 'block', color: field.dropped ? 'text.secondary' : undefined }}>
        {field.label}
      </Typography>
    ),
    width: 180,
    cell: (row) => <Value text={row.cells[field.key] ?? ''} />,
  };
}

/**
 * One page of answers. With a form chosen, one column per field (the table scrolls sideways in its
 * card when there are many); with すべてのフォーム, the form and a short 回答内容.
 */
export function FormAnswerTable({ rows, fields, answerHref, stale }: FormAnswerTableProps) {
  const dates = useDateTimeFormat();
  const columns = fields === null ? allFormsColumns : [...leading, ...visitorColumns, ...fields.map(fieldColumn)];
  // Every column keeps its width: a form with many fields scrolls sideways inside the card, and
  // すべてのフォーム's fits 1088 px (a 942 px card) without.
  const minWidth = columns.reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : FLEXIBLE_MIN_WIDTH), 0);
  return (
    <ListTable
      label={t.tableLabel}
      size="small"
      columns={columns}
      rows={rows}
      rowTestId="form-answer-row"
      stale={stale}
      minWidth={minWidth}
      rowLink={{ href: answerHref, label: (row) => t.openAnswer(dates.format(row.created_at), visitorLabel(row.visitor)) }}
    />
  );
}
