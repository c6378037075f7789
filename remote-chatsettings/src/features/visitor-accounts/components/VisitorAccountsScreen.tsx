import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import { LOGIN_TYPE_FILTERS, LOGIN_TYPE_FILTER_LABELS, type VisitorAccount } from 'shared-contracts';
import { ListToolbar, PagedListBody, PageTitle } from 'shared-ui';
import { paths } from '../../../paths';
import { useVisitorAccounts } from '../api/get-visitor-accounts';
import { useVisitorAccountQuery } from '../hooks/use-visitor-account-query';
import { labels } from '../labels';
import { VisitorAccountDetailDialog } from './VisitorAccountDetailDialog';
import { VisitorAccountTable } from './VisitorAccountTable';

const filterOptions = LOGIN_TYPE_FILTERS.map((value) => ({ value, label: LOGIN_TYPE_FILTER_LABELS[value] }));

/** /chatsettings/linelogin/account-list: the visitors who signed in inside the widget. */
export function VisitorAccountsScreen() {
  const { query, setPage, toolbar, setLoginType } = useVisitorAccountQuery();
  const accounts = useVisitorAccounts(query);
  const [selected, setSelected] = useState<VisitorAccount | null>(null);
  const [detailOpen, setDetailOpen] = useState(false);
  const filtered = query.q !== '' || query.login_type !== '';

  const accountList = (
    <PagedListBody
      result={accounts}
      labels={labels}
      filtered={filtered}
      emptyIcon={<PeopleAltOutlinedIcon />}
      emptyAction={
        <Button component={RouterLink} to={paths.lineLogin} variant="contained">
          {labels.emptyAction}
        </Button>
      }
      skeletonRows={8}
      page={query.page}
      limit={query.limit}
      onPageChange={setPage}
    >
      {(rows) => (
        <VisitorAccountTable
          accounts={rows}
          onOpen={(account) => {
            setSelected(account);
            setDetailOpen(true);
          }}
          stale={accounts.isPlaceholderData}
        />
      )}
    </PagedListBody>
  );

  return (
    <>
      <PageTitle
        title={labels.title}
        description={labels.description}
        actions={
          <Button component={RouterLink} to={paths.lineLogin} startIcon={<ArrowBackIcon />}>
            {labels.backToSettings}
          </Button>
        }
      />
      <ListToolbar
        {...toolbar}
        searchLabel={labels.search}
        filter={{ label: labels.filter, value: query.login_type, options: filterOptions, onChange: setLoginType }}
      />
      {accountList}
      <VisitorAccountDetailDialog account={selected} open={detailOpen} onClose={() => setDetailOpen(false)} />
    </>
  );
}
