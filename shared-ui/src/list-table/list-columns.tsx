import type { ReactNode } from 'react';
import { DateTime } from '../time-zone/DateTime';
import type { ListTableColumn } from './ListTable';

/** The title column: it takes the width the others leave and wraps anywhere. */
export function titleColumn<Row>(header: string, cell: (row: Row) => ReactNode): ListTableColumn<Row> {
  return { header, sx: { overflowWrap: 'anywhere' }, cell };
}

/** When the row last changed, as the lists show dates (on the owner's clock). */
export function updatedAtColumn<Row extends { updated_at: string }>(header: string): ListTableColumn<Row> {
  return {
    header,
    width: 150,
    sx: { whiteSpace: 'nowrap', color: 'text.secondary' },
    cell: (row) => <DateTime iso={row.updated_at} />,
  };
}

/** The row's buttons, at the end, on one line. */
export function actionsColumn<Row>(header: string, width: number, cell: (row: Row) => ReactNode): ListTableColumn<Row> {
  return { header, width, align: 'right', sx: { whiteSpace: 'nowrap' }, cell };
}

/** A count, right-aligned in figures of one width so the column reads down. */
export function countColumn<Row>(header: string, width: number, cell: (row: Row) => ReactNode): ListTableColumn<Row> {
  return { header, width, align: 'right', sx: { fontVariantNumeric: 'tabular-nums' }, cell };
}
