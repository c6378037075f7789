import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import { LOGIN_TYPE_FILTERS, LOGIN_TYPE_FILTER_LABELS, type VisitorAccount } from 'shared-contracts';
import { EmptyState, ListSkeleton, ListToolbar, PageTitle, Pagination } from 'shared-ui';
import { paths } from '../../../paths';
import { useVisitorAccounts } from '../api/get-visitor-accounts';
import { useVisitorAccountQuery } from '../hooks/use-visitor-account-query';
import { labels } from '../labels';
import { VisitorAccountDetailDialog } from './VisitorAccountDetailDialog';
import { VisitorAccountTable } from './VisitorAccountTable';

const filterOptions = LOGIN_TYPE_FILTERS.map((value) => ({ value, label: LOGIN_TYPE_FILTER_LABELS[value] }));

/** /chatsettings/linelogin/account-list: the visitors who signed in inside the widget. */
export function VisitorAccountsScreen() {
  const { query, setPage, setLimit, setSortOrder, setSearch, setLoginType } = useVisitorAccountQuery();
  const accounts = useVisitorAccounts(query);
  const [selected, setSelected] = useState<VisitorAccount | null>(null);
  const [detailOpen, setDetailOpen] = useState(false);
  const page = accounts.data;
  const filtered = query.q !== '' || query.login_type !== '';

  function renderList() {
    if (accounts.isPending) return <ListSkeleton rows={8} />;
    if (accounts.isError && !page) {
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void accounts.refetch()}>
              {labels.retry}
            </Button>
          }
        >
          {labels.loadFailed}: {accounts.error.message}
        </Alert>
      );
    }
    if (!page || page.total_records === 0) {
      return filtered ? (
        <EmptyState title={labels.noMatches} description={labels.noMatchesHint} />
      ) : (
        <EmptyState
          icon={<PeopleAltOutlinedIcon />}
          title={labels.empty}
          description={labels.emptyHint}
          action={
            <Button component={RouterLink} to={paths.lineLogin} variant="contained">
              {labels.emptyAction}
            </Button>
          }
        />
      );
    }
    return (
      <>
        <VisitorAccountTable accounts={page.data} onOpen={(account) => {
            setSelected(account);
            setDetailOpen(true);
          }} stale={accounts.isPlaceholderData} />
        <Pagination page={query.page} limit={query.limit} total={page.total_records} onPageChange={setPage} />
      </>
    );
  }

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
        limit={query.limit}
        onLimitChange={setLimit}
        sortOrder={query.sort_order}
        onSortOrderChange={setSortOrder}
        search={query.q}
        onSearchChange={setSearch}
        searchLabel={labels.search}
        filter={{ label: labels.filter, value: query.login_type, options: filterOptions, onChange: setLoginType }}
      />
      {renderList()}
      <VisitorAccountDetailDialog account={selected} open={detailOpen} onClose={() => setDetailOpen(false)} />
    </>
  );
}
