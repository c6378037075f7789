import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface DataTableColumn<Row> {
  header: string;
  cell(row: Row): ReactNode;
  numeric?: boolean;
}

export interface DataTableProps<Row> {
  label: string;
  columns: DataTableColumn<Row>[];
  rows: Row[];
  rowKey(row: Row, index: number): string;
  maxHeight?: number;
}

/** A chart's table view: the same figures, readable by a screen reader and by keyboard. */
export function DataTable<Row>({ label, columns, rows, rowKey, maxHeight = 360 }: DataTableProps<Row>) {
  return (
    <TableContainer sx={{ maxHeight }}>
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header} align={column.numeric ? 'right' : 'left'}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={rowKey(row, index)}>
              {columns.map((column) => (
                <TableCell key={column.header} align={column.numeric ? 'right' : 'left'} sx={{ fontVariantNumeric: 'tabular-nums', wordBreak: 'break-all' }}>
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
