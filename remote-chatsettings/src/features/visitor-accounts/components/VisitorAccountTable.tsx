import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { loginTypeColumnLabel, type VisitorAccount } from 'shared-contracts';
import { formatDateTime } from 'shared-ui';
import { labels } from '../labels';

export type VisitorAccountTableProps = {
  accounts: readonly VisitorAccount[];
  onOpen(account: VisitorAccount): void;
  /** A newer page is on its way: the rows dim instead of vanishing. */
  stale: boolean;
};

/** A click anywhere on a row opens the detail; the name is also a button, for the keyboard. */
export function VisitorAccountTable({ accounts, onOpen, stale }: VisitorAccountTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <Table size="small" aria-label={labels.title} sx={{ tableLayout: 'fixed' }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '22%' }}>{labels.columns.name}</TableCell>
            <TableCell>{labels.columns.email}</TableCell>
            <TableCell sx={{ width: 120 }}>{labels.columns.loginType}</TableCell>
            <TableCell sx={{ width: 150 }}>{labels.columns.createdAt}</TableCell>
            <TableCell sx={{ width: 150 }}>{labels.columns.lastLoginAt}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {accounts.map((account) => (
            <TableRow key={account.id} hover onClick={() => onOpen(account)} sx={{ cursor: 'pointer' }}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <Link
                  component="button"
                  type="button"
                  underline="hover"
                  aria-label={labels.showDetail(account.name)}
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(account);
                  }}
                  sx={{ textAlign: 'left', fontWeight: 700, font: 'inherit' }}
                >
                  {account.name}
                </Link>
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{account.email ?? labels.none}</TableCell>
              <TableCell>{loginTypeColumnLabel(account.login_type)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
                <time dateTime={account.created_at}>{formatDateTime(account.created_at)}</time>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
                <time dateTime={account.last_login_at}>{formatDateTime(account.last_login_at)}</time>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
