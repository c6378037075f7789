import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import HistoryToggleOffOutlinedIcon from '@mui/icons-material/HistoryToggleOffOutlined';
import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import type { ConversationSummary } from 'shared-contracts';
import { AfterSampleNotice, ListToolbar, PagedListBody, PageTitle, SampleDataNotice, TimeZoneNote, useNotice } from 'shared-ui';
import { conversationHistoryLabels } from '../labels';
import { historyListLabels } from '../../../history-list/labels';
import { exportLabels } from '../../../history-list/export-labels';
import { conversationPath, externalPaths } from '../../../paths';
import { SortByField } from '../../../history-list/components/SortByField';
import { useConversations } from '../api/get-conversations';
import { afterSampleRemoval } from '../api/sample-data';
import { useConversationQuery } from '../hooks/use-conversation-query';
import { useNoticeOnArrival } from '../hooks/use-notice-on-arrival';
import { hasAnyFilter, isFiltered, problemsOfApiFields, type ConversationField } from '../utils/conversation-list-query';
import { ConversationFilters } from './ConversationFilters';
import { ConversationTable } from './ConversationTable';
import { ExportDialog } from './ExportDialog';
import { RetentionDialog } from './RetentionDialog';

const t = conversationHistoryLabels.list;

/** The fields that show their own message; a refusal of any other is said above the list. */
const FIELDS_WITH_MESSAGE: readonly ConversationField[] = ['from', 'to', 'page_url', 'q'];

/** /conversationhistory: every visitor conversation, filtered by what the URL says. */
export function ConversationHistoryScreen() {
  const query = useConversationQuery();
  const { state } = query;
  const list = useConversations(query.apiQuery, query.valid);
  const notice = useNotice();
  const [exporting, setExporting] = useState(false);
  const [retention, setRetention] = useState(false);
  useNoticeOnArrival(notice.showSuccess);

  // The contract's messages first (nothing was sent), else what the API answered to what was.
  const apiProblems = list.error?.status === 400 ? problemsOfApiFields(list.error.fields) : {};
  const problems = query.valid ? apiProblems : query.problems;
  const elsewhere = Object.entries(problems)
    .filter(([field]) => !FIELDS_WITH_MESSAGE.includes(field as ConversationField))
    .map(([, message]) => message);
  const refusedWithoutField = list.error !== null && list.data !== undefined && Object.keys(apiProblems).length === 0;
  const filtered = isFiltered(state);

  const clearButton = (
    <Button variant="outlined" startIcon={<FilterAltOffOutlinedIcon />} onClick={query.clearFilters}>
      {historyListLabels.filters.clear}
    </Button>
  );

  return (
    <>
      <PageTitle
        title={t.title}
        description={t.description}
        actions={
          <>
            <Button variant="outlined" startIcon={<HistoryToggleOffOutlinedIcon />} onClick={() => setRetention(true)}>
              {conversationHistoryLabels.retention.button}
            </Button>
            <Button variant="outlined" startIcon={<FileDownloadOutlinedIcon />} onClick={() => setExporting(true)} disabled={!query.valid}>
              {exportLabels.button}
            </Button>
          </>
        }
      />
      <ListToolbar
        {...query.toolbar}
        searchLabel={t.keyword}
        searchError={problems.q}
        moreFilters={
<SortByField label={t.sortBy} value={state.sort_by} optionLabels={t.sortByOptions} onChange={(sort_by) => query.refine({ sort_by })} />
        }
      />
      <SampleDataNotice subject="conversations" onRemoved={notice.showSuccess} onFailed={notice.showError} afterRemoval={afterSampleRemoval} />
      <AfterSampleNotice>
        <ConversationFilters state={state} problems={problems} onChange={query.refine} onClear={query.clearFilters} canClear={hasAnyFilter(state)} />
        {!query.valid || elsewhere.length > 0 ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t.invalidFilters}
            {elsewhere.length > 0 ? ` ${elsewhere.join(' ')}` : null}
          </Alert>
        ) : null}
        {refusedWithoutField ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t.refreshFailed}: {list.error.message}
          </Alert>
        ) : null}
        {!query.valid && list.data === undefined ? null : (
          <PagedListBody
            result={list}
            labels={{ ...t, emptyDescription: t.emptyDescription(state.include_preview) }}
            filtered={filtered}
            emptyIcon={<ForumOutlinedIcon />}
            emptyAction={
              <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'center' }}>
                <Button component={RouterLink} to={externalPaths.urlSettings} variant="contained">
                  {t.emptyToEmbed}
                </Button>
                <Button component={RouterLink} to={externalPaths.chatUi} variant="outlined">
                  {t.emptyToChatUi}
                </Button>
              </Box>
            }
            noMatchesAction={clearButton}
            skeletonRows={10}
            page={state.page}
            limit={state.limit}
            onPageChange={query.setPage}
          >
            {(rows) => (
              <>
                <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2, mb: 1 }}>
                  <Typography variant="body2" color="text.secondary" data-testid="conversation-count">
                    {t.count(list.data?.total_records ?? 0, list.data?.total_is_lower_bound ?? false)}
                    {list.data?.total_is_lower_bound ? `（${t.countCapNote}）` : null}
                  </Typography>
                  <TimeZoneNote />
                </Box>
                <ConversationTable
                  conversations={rows}
                  transcriptHref={(row: ConversationSummary) => conversationPath(row.id, query.search)}
                  stale={list.isPlaceholderData || !query.valid}
                />
              </>
            )}
          </PagedListBody>
        )}
        {exporting ? (
          <ExportDialog
            state={state}
            onClose={() => setExporting(false)}
            onDone={(rows) => {
              setExporting(false);
              notice.showSuccess(exportLabels.done(rows));
            }}
          />
        ) : null}
        {retention ? (
          <RetentionDialog
            onClose={() => setRetention(false)}
            onSaved={() => {
              setRetention(false);
              notice.showSaved();
            }}
          />
        ) : null}
      </AfterSampleNotice>
      {notice.element}
    </>
  );
}
