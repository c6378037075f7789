import type { MouseEvent, ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import type { Breakpoint, SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { HeaderWords } from './header-word-breaks';
import { scrollAffordanceSx } from './scroll-affordance';

export interface ListTableColumn<Row> {
  /** A label breaks only between its words (HeaderWords); a node is shown as it is. */
  header: ReactNode;
  /**
   * px, or a share of the table ('22%'), or either by breakpoint ({ xs: 104, lg: 120 }: narrower
   * under 1200 px); a column without one takes what the others leave (the table's layout is fixed).
   */
  width?: number | string | Partial<Record<Breakpoint, number | string>>;
  align?: 'right';
  /** Of the body cells. */
  sx?: SxProps<Theme>;
  cell(row: Row): ReactNode;
}

/** Where a row leads: a detail screen, or the list's own URL with the detail open. */
export interface ListTableRowLink<Row> {
  /** A router path, absolute or relative to the list ('?account=…'). */
  href(row: Row): string;
  /** The link's accessible name ("…の詳細を見る"). */
  label(row: Row): string;
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
  /**
   * Rows that open a detail. The first cell's content becomes a real link (a Tab stop, Enter opens
   * it, a middle- or ctrl-click opens a new tab) stretched over the whole row; the first column must
   * hold no control of its own, and the controls of the other cells stay clickable above the link.
   */
  rowLink?: ListTableRowLink<Row>;
  size?: 'small' | 'medium';
  /** Below this width the table scrolls sideways inside its card instead of squeezing its columns. */
  minWidth?: number;
}

/**
 * A header breaks between words only (HeaderWords marks them), never inside one; a word wider than
 * its column still breaks rather than spill into the next.
 */
const headerCellSx = { wordBreak: 'keep-all', overflowWrap: 'anywhere' } as const;

const CONTROLS = 'a, button, input, select, textarea, label, [role="button"], [role="checkbox"], [role="switch"]';

const linkedRowSx: SxProps<Theme> = {
  position: 'relative',
  cursor: 'pointer',
  // The other cells' controls sit above the stretched link, so they stay theirs to click.
  '& td:not(:first-of-type) :is(a, button, input, [role="button"], [role="checkbox"], [role="switch"])': { position: 'relative', zIndex: 1 },
};

const stretchedLinkSx: SxProps<Theme> = {
  fontWeight: 700,
  '&::after': { content: '""', position: 'absolute', inset: 0 },
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
};

function LinkedRow<Row extends { id: string }>({
  row,
  columns,
  rowLink,
  rowTestId,
}: {
  row: Row;
  columns: readonly ListTableColumn<Row>[];
  rowLink: ListTableRowLink<Row>;
  rowTestId: string;
}) {
  const navigate = useNavigate();
  const href = rowLink.href(row);
  // A plain click that reaches the row and not the link (no layout to stretch it over, as in a
  // test DOM) opens the row the same way; a control's own click stays the control's.
  const onClick = (event: MouseEvent<HTMLTableRowElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (event.target instanceof Element && event.target.closest(CONTROLS)) return;
    void navigate(href);
  };
  return (
    <TableRow hover data-testid={rowTestId} onClick={onClick} sx={linkedRowSx}>
      {columns.map((column, index) => (
        <TableCell key={index} align={column.align} sx={column.sx}>
          {index === 0 ? (
            <Link component={RouterLink} to={href} underline="hover" aria-label={rowLink.label(row)} sx={stretchedLinkSx}>
              {column.cell(row)}
            </Link>
          ) : (
            column.cell(row)
          )}
        </TableCell>
      ))}
    </TableRow>
  );
}

/** One page of a list as a table of fixed columns, the rows dimmed while the next page loads. */
export function ListTable<Row extends { id: string }>({ label, columns, rows, rowTestId, stale, rowLink, size, minWidth }: ListTableProps<Row>) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={(theme) => ({ ...scrollAffordanceSx(theme), opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' })}>
      <Table aria-label={label} size={size} sx={{ tableLayout: 'fixed', minWidth }}>
        <TableHead>
          <TableRow>
            {columns.map((column, index) => (
              <TableCell key={index} sx={{ ...headerCellSx, ...(column.width === undefined ? {} : { width: column.width }) }} align={column.align}>
                {typeof column.header === 'string' ? <HeaderWords label={column.header} /> : column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) =>
            rowLink ? (
              <LinkedRow key={row.id} row={row} columns={columns} rowLink={rowLink} rowTestId={rowTestId} />
            ) : (
              <TableRow key={row.id} hover data-testid={rowTestId}>
                {columns.map((column, index) => (
                  <TableCell key={index} align={column.align} sx={column.sx}>
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ),
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
