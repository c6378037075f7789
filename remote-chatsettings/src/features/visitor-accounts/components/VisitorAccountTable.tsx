import { loginTypeColumnLabel, type VisitorAccount } from 'shared-contracts';
import { DateTime, ListTable, type ListTableColumn } from 'shared-ui';
import { labels } from '../labels';

export type VisitorAccountTableProps = {
  accounts: readonly VisitorAccount[];
  /** Where a row's link leads: this list with that account's detail open. */
  detailHref(account: VisitorAccount): string;
  /** A newer page is on its way: the rows dim instead of vanishing. */
  stale: boolean;
};

const columns: readonly ListTableColumn<VisitorAccount>[] = [
  { header: labels.columns.name, width: '22%', sx: { overflowWrap: 'anywhere' }, cell: (account) => account.name },
  { header: labels.columns.email, sx: { overflowWrap: 'anywhere' }, cell: (account) => account.email ?? labels.none },
  { header: labels.columns.loginType, width: 120, cell: (account) => loginTypeColumnLabel(account.login_type) },
  {
    header: labels.columns.createdAt,
    width: 150,
    sx: { whiteSpace: 'nowrap', color: 'text.secondary' },
    cell: (account) => <DateTime iso={account.created_at} />,
  },
  {
    header: labels.columns.lastLoginAt,
    width: 150,
    sx: { whiteSpace: 'nowrap', color: 'text.secondary' },
    cell: (account) => <DateTime iso={account.last_login_at} />,
  },
];

/** Each row opens the account's detail: the name is its link, stretched over the row (a new tab on a middle-click). */
export function VisitorAccountTable({ accounts, detailHref, stale }: VisitorAccountTableProps) {
  return (
    <ListTable
      label={labels.title}
      size="small"
      columns={columns}
      rows={accounts}
      rowTestId="visitor-account-row"
      stale={stale}
      rowLink={{ href: detailHref, label: (account) => labels.showDetail(account.name) }}
    />
  );
}
