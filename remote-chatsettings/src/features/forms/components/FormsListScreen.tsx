import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import DynamicFormOutlinedIcon from '@mui/icons-material/DynamicFormOutlined';
import type { FormSummary } from 'shared-contracts';
import { paths } from '../../../paths';
import { EmptyState, ListSkeleton, ListToolbar, PageTitle, Pagination, useNotice } from 'shared-ui';
import { useDeleteForm } from '../api/delete-form';
import { useDuplicateForm } from '../api/duplicate-form';
import { useForms } from '../api/get-forms';
import { formEditPath } from '../hooks/form-paths';
import { useFormListQuery } from '../hooks/use-form-list-query';
import { labels } from '../labels';
import { DeleteFormDialog } from './DeleteFormDialog';
import { FormTable } from './FormTable';

/** /chatsettings/makeforms: the owner's forms, with the list query of SPEC §3 and §9. */
export function FormsListScreen() {
  const { query, setPage, setLimit, setSortOrder, setSearch } = useFormListQuery();
  const forms = useForms(query);
  const duplicate = useDuplicateForm();
  const remove = useDeleteForm();
  const notice = useNotice();
  const [deleting, setDeleting] = useState<FormSummary | null>(null);
  const t = labels.list;
  const page = forms.data;

  const createButton = (
    <Button component={RouterLink} to={paths.formRegister} variant="contained" startIcon={<AddIcon />}>
      {t.create}
    </Button>
  );

  function renderList() {
    if (forms.isPending) return <ListSkeleton rows={6} />;
    if (forms.isError && !page) {
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void forms.refetch()}>
              {t.retry}
            </Button>
          }
        >
          {t.loadFailed}: {forms.error.message}
        </Alert>
      );
    }
    if (!page || page.total_records === 0) {
      return query.q !== '' ? (
        <EmptyState title={t.noMatches} description={t.noMatchesHint} />
      ) : (
        <EmptyState icon={<DynamicFormOutlinedIcon />} title={t.emptyTitle} description={t.emptyDescription} action={createButton} />
      );
    }
    return (
      <>
        <FormTable
          forms={page.data}
          editPath={formEditPath}
          stale={forms.isPlaceholderData}
          duplicatingId={duplicate.isPending ? (duplicate.variables ?? null) : null}
          onDuplicate={(form) =>
            duplicate.mutate(form.id, {
              onSuccess: (copy) => notice.showSuccess(t.duplicated(copy.name)),
              onError: (error) => notice.showError(error.message),
            })
          }
          onDelete={setDeleting}
        />
        <Pagination page={query.page} limit={query.limit} total={page.total_records} onPageChange={setPage} />
      </>
    );
  }

  return (
    <>
      <PageTitle title={t.title} description={t.description} actions={createButton} />
      <ListToolbar
        limit={query.limit}
        onLimitChange={setLimit}
        sortOrder={query.sort_order}
        onSortOrderChange={setSortOrder}
        search={query.q}
        onSearchChange={setSearch}
        searchLabel={t.search}
      />
      {renderList()}
      {deleting ? (
        <DeleteFormDialog
          name={deleting.name}
          answerCount={deleting.answer_count}
          pending={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                setDeleting(null);
                notice.showSuccess(t.deleted);
              },
              onError: (error) => {
                setDeleting(null);
                notice.showError(error.message);
              },
            })
          }
        />
      ) : null}
      {notice.element}
    </>
  );
}
