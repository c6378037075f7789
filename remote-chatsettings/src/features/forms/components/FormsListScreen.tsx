import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import DynamicFormOutlinedIcon from '@mui/icons-material/DynamicFormOutlined';
import type { FormSummary } from 'shared-contracts';
import { paths } from '../../../paths';
import { ConfirmDeleteDialog, deleteOutcome, ListToolbar, PagedListBody, PageTitle, useNotice } from 'shared-ui';
import { useDeleteForm } from '../api/delete-form';
import { useDuplicateForm } from '../api/duplicate-form';
import { useForms } from '../api/get-forms';
import { deleteFormDescription } from '../utils/delete-form-description';
import { formEditPath } from '../utils/form-paths';
import { useFormListQuery } from '../hooks/use-form-list-query';
import { labels } from '../labels';
import { FormTable } from './FormTable';

/** /chatsettings/makeforms: the owner's forms, with the list query of SPEC §3 and §9. */
export function FormsListScreen() {
  const { query, setPage, toolbar } = useFormListQuery();
  const forms = useForms(query);
  const duplicate = useDuplicateForm();
  const remove = useDeleteForm();
  const notice = useNotice();
  const [deleting, setDeleting] = useState<FormSummary | null>(null);
  const t = labels.list;

  const createButton = (
    <Button component={RouterLink} to={paths.formRegister} variant="contained" startIcon={<AddIcon />}>
      {t.create}
    </Button>
  );

  const list = (
    <PagedListBody
      result={forms}
      labels={t}
      filtered={query.q !== ''}
      emptyIcon={<DynamicFormOutlinedIcon />}
      emptyAction={createButton}
      page={query.page}
      limit={query.limit}
      onPageChange={setPage}
    >
      {(rows) => (
        <FormTable
          forms={rows}
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
      )}
    </PagedListBody>
  );

  return (
    <>
      <PageTitle title={t.title} description={t.description} actions={createButton} />
      <ListToolbar {...toolbar} searchLabel={t.search} />
      {list}
      {deleting ? (
        <ConfirmDeleteDialog
          labels={labels.deleteDialog}
          description={deleteFormDescription(deleting)}
          pending={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting.id, deleteOutcome(() => setDeleting(null), notice, t.deleted))}
        />
      ) : null}
      {notice.element}
    </>
  );
}
