import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
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

/** The list's URL with `?account=<id>` shows that account's detail: a row is a link, and can open in a new tab. */
const ACCOUNT_PARAM = 'account';

function detailHref(account: VisitorAccount): string {
  return `?${new URLSearchParams({ [ACCOUNT_PARAM]: account.id }).toString()}`;
}

/** /chatsettings/linelogin/account-list: the visitors who signed in inside the widget. */
export function VisitorAccountsScreen() {
  const { query, setPage, toolbar, setLoginType } = useVisitorAccountQuery();
  const accounts = useVisitorAccounts(query);
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = searchParams.get(ACCOUNT_PARAM);
  // The last account opened stays in the dialog while it closes, so its contents do not vanish.
  const [shownId, setShownId] = useState(openId);
  if (openId !== null && openId !== shownId) setShownId(openId);
  const closeDetail = () =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ACCOUNT_PARAM);
        return next;
      },
      { replace: true },
    );
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
      {(rows) => <VisitorAccountTable accounts={rows} detailHref={detailHref} stale={accounts.isPlaceholderData} />}
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
      <VisitorAccountDetailDialog
        accountId={shownId}
        row={accounts.data?.data.find((account) => account.id === shownId) ?? null}
        open={openId !== null}
        onClose={closeDetail}
      />
    </>
  );
}
