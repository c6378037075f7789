import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface ListTableColumn<Row> {
  header: ReactNode;
  /** px; a column without one takes what the others leave (the table's layout is fixed). */
  width?: number;
  align?: 'right';
  /** Of the body cells. */
  sx?: SxProps<Theme>;
  cell(row: Row): ReactNode;
}

export interface ListTableProps<Row extends { id: string }> {
  /** The table's accessible name. */
  label: string;
  columns: readonly ListTableColumn<Row>[];
  rows: readonly Row[];
  /** data-testid of each row. */
  rowTestId: string;
  /** A newer page is on its way: the rows dim instead of vanishing. */
  stale: boolean;
}

/** One page of a list as a table of fixed columns, the rows dimmed while the next page loads. */
export function ListTable<Row extends { id: string }>({ label, columns, rows, rowTestId, stale }: ListTableProps<Row>) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <Table aria-label={label} sx={{ tableLayout: 'fixed' }}>
        <TableHead>
          <TableRow>
            {columns.map((column, index) => (
              <TableCell key={index} sx={column.width === undefined ? undefined : { width: column.width }} align={column.align}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover data-testid={rowTestId}>
              {columns.map((column, index) => (
                <TableCell key={index} align={column.align} sx={column.sx}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
