import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';
import { AfterSampleNotice, EmptyState, ListSkeleton, ListToolbar, LoadErrorAlert, PagedListBody, PageTitle, SampleDataNotice, TimeZoneNote, useNotice } from 'shared-ui';
import { formHistoryLabels } from '../labels';
import { externalPaths, formBuilderPath } from '../../../paths';
import { SortByField } from '../../../history-list/components/SortByField';
import { periodText } from '../../../history-list/utils/list-params';
import { useFormAnswerColumns, useFormAnswerForms, useFormAnswerStats } from '../api/get-form-answer-forms';
import { useFormAnswers } from '../api/get-form-answers';
import { afterSampleAnswersRemoval } from '../api/sample-data';
import { useColumnPreferences } from '../hooks/use-column-preferences';
import { useFormAnswerQuery } from '../hooks/use-form-answer-query';
import {
  describeFormAnswerFilters,
  formAnswerFilterQuery,
  formAnswerStatsQuery,
  hasAnyFilter,
  isFiltered,
  problemsOfApiFields,
  type FormAnswerField,
} from '../utils/form-answer-list-query';
import { FormAnswerFilters } from './FormAnswerFilters';
import { FormAnswerTable } from './FormAnswerTable';
import { FormStatsCard } from './FormStatsCard';

// What opens on a click (an answer's drawer, export, column settings, bulk delete) is loaded on that
// click, not with the list: the drawer alone brought Drawer and Slide from the host, and the four were
// about 11 KB gzip of フォーム回答履歴's first visit (55.9 KB against issue #42's 40 KB).
const AnswerDetailDrawer = lazy(() => import('./AnswerDetailDrawer').then((m) => ({ default: m.AnswerDetailDrawer })));
const BulkDeleteDialog = lazy(() => import('./BulkDeleteDialog').then((m) => ({ default: m.BulkDeleteDialog })));
const ColumnSettingsDialog = lazy(() => import('./ColumnSettingsDialog').then((m) => ({ default: m.ColumnSettingsDialog })));
const FormExportDialog = lazy(() => import('./FormExportDialog').then((m) => ({ default: m.FormExportDialog })));

const t = formHistoryLabels.formAnswers;

/** The fields that show their own message; a refusal of any other is said above the list. */
const FIELDS_WITH_MESSAGE: readonly FormAnswerField[] = ['from', 'to', 'q', 'version', 'form_id'];

type Open = 'export' | 'columns' | 'bulk-delete' | null;

/** /form-history: every answer visitors gave to the owner's forms, one form's in a column per field. */
export function FormHistoryScreen() {
  const query = useFormAnswerQuery();
  const { state } = query;
  const formId = state.form_id;
  const forms = useFormAnswerForms();
  const columns = useFormAnswerColumns(formId);
  const list = useFormAnswers(query.apiQuery, query.valid);
  const stats = useFormAnswerStats(formId, formAnswerStatsQuery(state), query.valid);
  const preferences = useColumnPreferences(formId, columns.data?.columns ?? []);
  const notice = useNotice();
  const [open, setOpen] = useState<Open>(null);

  const apiProblems = list.error?.status === 400 ? problemsOfApiFields(list.error.fields) : {};
  const problems = query.valid ? apiProblems : query.problems;
  const elsewhere = Object.entries(problems)
    .filter(([field]) => !FIELDS_WITH_MESSAGE.includes(field as FormAnswerField))
    .map(([, message]) => message);
  const refusedWithoutField = list.error !== null && list.data !== undefined && Object.keys(apiProblems).length === 0;
  const filtered = isFiltered(state);
  const chosen = forms.data?.data.find((form) => form.id === formId);
  const formName = columns.data?.form.name ?? chosen?.name ?? '';
  const archived = columns.data?.form.archived ?? chosen?.archived ?? false;
  const noForms = forms.data !== undefined && forms.data.data.length === 0 && formId === '';
  const hasRows = (list.data?.total_records ?? 0) > 0;

  const clearButton = (
    <Button variant="outlined" startIcon={<FilterAltOffOutlinedIcon />} onClick={query.clearFilters}>
      {t.clear}
    </Button>
  );

  const emptyAction = (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'center' }}>
      {formId === '' ? (
        <Button component={RouterLink} to={externalPaths.forms} variant="contained">
          {t.emptyToForms}
        </Button>
      ) : archived ? null : (
        <Button component={RouterLink} to={formBuilderPath(formId)} variant="contained">
          {t.emptyToBuilder}
        </Button>
      )}
      <Button component={RouterLink} to={externalPaths.chatUi} variant="outlined">
        {t.emptyToChatUi}
      </Button>
    </Box>
  );

  function body() {
    if (noForms) {
      return (
        <EmptyState
          icon={<AssignmentOutlinedIcon />}
          title={t.noForms}
          description={t.noFormsDescription}
          action={
            <Button component={RouterLink} to={externalPaths.forms} variant="contained">
              {t.emptyToForms}
            </Button>
          }
        />
      );
    }
    if (formId !== '' && columns.error) {
      return <LoadErrorAlert loadFailed={t.columnsLoadFailed} error={columns.error} retry={t.retry} onRetry={() => void columns.refetch()} />;
    }
    if (!query.valid && list.data === undefined) return null;
    // A form's rows wait for its columns, so the table is drawn once, with every field.
    if (formId !== '' && columns.isPending) return <ListSkeleton rows={10} />;
    return (
      <PagedListBody
        result={list}
        labels={{ ...t, emptyDescription: t.emptyDescription(state.include_preview) }}
        filtered={filtered}
        emptyIcon={<AssignmentOutlinedIcon />}
        emptyAction={emptyAction}
        noMatchesAction={clearButton}
        skeletonRows={10}
        page={state.page}
        limit={state.limit}
        onPageChange={query.setPage}
      >
        {(rows) => (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
              <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2, mr: 'auto' }}>
                <Typography variant="body2" color="text.secondary" data-testid="form-answer-count">
                  {t.count(list.data?.total_records ?? 0, list.data?.total_is_lower_bound ?? false)}
                  {list.data?.total_is_lower_bound ? `（${t.countCapNote}）` : null}
                </Typography>
                <TimeZoneNote />
              </Box>
              {formId !== '' ? (
                <Button size="small" variant="outlined" startIcon={<ViewColumnOutlinedIcon />} onClick={() => setOpen('columns')}>
                  {formHistoryLabels.actions.columns}
                </Button>
              ) : null}
              <Button size="small" variant="outlined" color="error" startIcon={<DeleteSweepOutlinedIcon />} onClick={() => setOpen('bulk-delete')} disabled={!query.valid}>
                {formHistoryLabels.actions.bulkDelete}
              </Button>
            </Box>
            <FormAnswerTable
              rows={rows}
              fields={formId === '' ? null : preferences.visible}
              answerHref={(row) => query.answerHref(row.id)}
              stale={list.isPlaceholderData || !query.valid}
            />
          </>
        )}
      </PagedListBody>
    );
  }

  return (
    <>
      <PageTitle
        title={t.title}
        description={t.description}
        actions={
          // すべてのフォーム exports too: the fields then go into one 回答内容 column.
          noForms ? undefined : (
            <Button variant="outlined" startIcon={<FileDownloadOutlinedIcon />} onClick={() => setOpen('export')} disabled={!query.valid || !hasRows}>
              {formHistoryLabels.actions.export}
            </Button>
          )
        }
      />
      <SampleDataNotice subject="form_answers" onRemoved={notice.showSuccess} onFailed={notice.showError} afterRemoval={afterSampleAnswersRemoval} />
      <AfterSampleNotice>
        {forms.error && forms.data === undefined ? (
          <Box sx={{ mb: 2 }}>
            <LoadErrorAlert loadFailed={t.formsLoadFailed} error={forms.error} retry={t.retry} onRetry={() => void forms.refetch()} />
          </Box>
        ) : null}
        {noForms ? null : (
          <>
            <ListToolbar
              {...query.toolbar}
              searchLabel={t.keyword}
              searchError={problems.q}
              moreFilters={<SortByField label={t.sortBy} value={state.sort_by} optionLabels={t.sortByOptions} onChange={(sort_by) => query.refine({ sort_by })} />}
            />
            <FormAnswerFilters
              state={state}
              problems={problems}
              forms={forms.data?.data}
              formName={formName}
              versions={columns.data?.versions}
              onChooseForm={query.chooseForm}
              onChange={query.refine}
              onClear={query.clearFilters}
              canClear={hasAnyFilter(state)}
            />
            {formId !== '' && query.valid ? <FormStatsCard stats={stats.data} failed={stats.error !== null && stats.data === undefined} period={periodText(state)} /> : null}
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
          </>
        )}
        {body()}
        <Suspense fallback={null}>
          {open === 'columns' ? (
            <ColumnSettingsDialog
              columns={preferences.arranged}
              onChange={preferences.change}
              onReset={preferences.reset}
              customised={preferences.customised}
              onClose={() => setOpen(null)}
            />
          ) : null}
          {open === 'export' ? (
            <FormExportDialog
              state={state}
              formName={formName}
              onClose={() => setOpen(null)}
              onDone={(rows) => {
                setOpen(null);
                notice.showSuccess(formHistoryLabels.actions.exported(rows));
              }}
            />
          ) : null}
          {open === 'bulk-delete' ? (
            <BulkDeleteDialog
              filters={formAnswerFilterQuery(state)}
              filterLines={[...(formId === '' ? [`${t.form}: ${t.allForms}`] : [`${t.form}: ${formName}`]), ...describeFormAnswerFilters(state)]}
              onClose={() => setOpen(null)}
              onDeleted={(deleted) => {
                setOpen(null);
                notice.showSuccess(formHistoryLabels.actions.bulkDeleted(deleted));
              }}
            />
          ) : null}
          {query.answerId ? (
            <AnswerDetailDrawer
              key={query.answerId}
              answerId={query.answerId}
              onClose={query.closeAnswer}
              onDeleted={() => {
                query.closeAnswer();
                notice.showSuccess(formHistoryLabels.actions.answerDeleted);
              }}
            />
          ) : null}
        </Suspense>
      </AfterSampleNotice>
      {notice.element}
    </>
  );
}
