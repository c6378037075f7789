import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';

export interface DataTableColumn<Row> {
  header: string;
  cell(row: Row): ReactNode;
  numeric?: boolean;
  /** The column's written definition, a keystroke away beside its header (as a KPI card's). */
  help?: { label: string; text: string };
  /** Kept on one line (a count, a button): the text column takes what is left. */
  nowrap?: boolean;
}

export interface DataTableProps<Row> {
  label: string;
  columns: DataTableColumn<Row>[];
  rows: Row[];
  rowKey(row: Row, index: number): string;
  /** Scrolls inside past this height (a chart's long table); 'none' shows every row (a short list). */
  maxHeight?: number | 'none';
  /**
   * Narrow cells for a panel a third or half of the page wide (the dashboard's): MUI's 16 px each
   * side left its question column about 100 px at 1088 px, a question over five lines.
   */
  dense?: boolean;
}

/** A chart's table view: the same figures, readable by a screen reader and by keyboard. */
export function DataTable<Row>({ label, columns, rows, rowKey, maxHeight = 360, dense = false }: DataTableProps<Row>) {
  // The first column keeps the panel's own inset (its title above); the others close up.
  const inset = (index: number) => (dense && index > 0 ? { px: 1 } : {});
  return (
    <TableContainer sx={maxHeight === 'none' ? undefined : { maxHeight }}>
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column, index) => (
              <TableCell key={column.header} align={column.numeric ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap', ...inset(index) }}>
                {column.help ? (
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
                    {column.header}
                    {/* describeChild keeps the button's own name; the definition becomes its description when shown. */}
                    <Tooltip title={column.help.text} describeChild enterTouchDelay={0}>
                      <IconButton size="small" aria-label={column.help.label} sx={{ p: 0.25 }}>
                        <InfoOutlinedIcon fontSize="inherit" />
                      </IconButton>
                    </Tooltip>
                  </Box>
                ) : (
                  column.header
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={rowKey(row, index)}>
              {columns.map((column, index) => (
                <TableCell
                  key={column.header}
                  align={column.numeric ? 'right' : 'left'}
                  sx={{ fontVariantNumeric: 'tabular-nums', ...inset(index), ...(column.nowrap ? { whiteSpace: 'nowrap', width: '1%' } : { overflowWrap: 'anywhere' }) }}
                >
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
