import Box from '@mui/material/Box';
import MuiPagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { labels } from '../labels';

export interface PaginationProps {
  /** 1-based, as the API's list query counts. */
  page: number;
  limit: number;
  /** total_records of the list response. */
  total: number;
  /** The total is a floor (a list that counts exactly only up to a cap): said as 'N件以上'. */
  totalIsLowerBound?: boolean;
  onPageChange(page: number): void;
}

/** The rows shown, as 'N件中 A–B件', counted from 1. */
export function pageRange(page: number, limit: number, total: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * limit + 1, total);
  return { from, to: Math.min(page * limit, total) };
}

export function Pagination({ page, limit, total, totalIsLowerBound = false, onPageChange }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / limit));
  const { from, to } = pageRange(page, limit, total);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mt: 2, minHeight: 40 }}>
      <Typography variant="body2" color="text.secondary" role="status">
        {total === 0 ? labels.list.none : totalIsLowerBound ? labels.list.rangeAtLeast(total, from, to) : labels.list.range(total, from, to)}
      </Typography>
      {pages > 1 ? (
        <MuiPagination
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_event, next) => onPageChange(next)}
          color="primary"
          shape="rounded"
          aria-label={labels.list.pagination}
        />
      ) : null}
    </Box>
  );
}
