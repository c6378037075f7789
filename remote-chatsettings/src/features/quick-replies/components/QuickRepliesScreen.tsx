import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { QUICK_REPLIES_MAX, type QuickReply } from 'shared-contracts';
import { ConfirmDeleteDialog, deleteOutcome, EmptyState, ListSkeleton, PageTitle, TitledLoadErrorAlert, useNotice } from 'shared-ui';
import { useCreateQuickReply } from '../api/create-quick-reply';
import { useDeleteQuickReply } from '../api/delete-quick-reply';
import { useFormChoices } from '../api/get-forms';
import { useQuickReplies } from '../api/get-quick-replies';
import { useReorderQuickReplies } from '../api/reorder-quick-replies';
import { useToggleQuickReply, useUpdateQuickReply } from '../api/update-quick-reply';
import { formValuesOf } from '../utils/form-values';
import type { QuickReplyRequestOutput } from '../utils/quick-reply-resolver';
import { labels } from '../labels';
import type { RenderImageField } from 'shared-ui';
import { QuickReplyDialog } from './QuickReplyDialog';
import { QUICK_REPLY_ROW_HEIGHT } from './QuickReplyRow';
import { SortableQuickReplyList } from './SortableQuickReplyList';

type Editing = { mode: 'add' } | { mode: 'edit'; reply: QuickReply } | null;

export function QuickRepliesScreen({ renderImageField }: { renderImageField: RenderImageField }) {
  const query = useQuickReplies();
  const create = useCreateQuickReply();
  const update = useUpdateQuickReply();
  const toggle = useToggleQuickReply();
  const reorder = useReorderQuickReplies();
  const remove = useDeleteQuickReply();
  const forms = useFormChoices();
  const formNames = useMemo(() => new Map(forms.data?.map((f) => [f.id, f.name])), [forms.data]);
  const notice = useNotice();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<QuickReply | null>(null);

  const replies = query.data ?? [];
  const full = replies.length >= QUICK_REPLIES_MAX;
  const openAdd = () => setEditing({ mode: 'add' });

  const save = async (request: QuickReplyRequestOutput) => {
    if (editing?.mode === 'edit') await update.mutateAsync({ id: editing.reply.id, request });
    else await create.mutateAsync(request);
    setEditing(null);
    notice.showSaved();
  };

  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={openAdd} disabled={!query.isSuccess || full}>
      {labels.add}
    </Button>
  );

  return (
    <>
      <PageTitle title={labels.title} description={labels.description} actions={addButton} />
      {query.isPending ? <ListSkeleton rows={4} rowHeight={QUICK_REPLY_ROW_HEIGHT} /> : null}
      {query.isError ? (
        <TitledLoadErrorAlert title={labels.loadFailed} error={query.error} retry={labels.retry} onRetry={() => void query.refetch()} />
      ) : null}
      {query.isSuccess && replies.length === 0 ? (
        <EmptyState
          title={labels.emptyTitle}
          description={labels.emptyDescription}
          action={
            <Button variant="contained" startIcon={<AddIcon />} onClick={openAdd}>
              {labels.add}
            </Button>
          }
        />
      ) : null}
      {query.isSuccess && replies.length > 0 ? (
        <>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, mb: 1.5 }}>
            <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
              {labels.reorderHint}
            </Typography>
            <Typography variant="body2" color={full ? 'warning.dark' : 'text.secondary'} sx={{ flexShrink: 0 }}>
              {full ? labels.limitReached(QUICK_REPLIES_MAX) : labels.count(replies.length, QUICK_REPLIES_MAX)}
            </Typography>
          </Box>
          <SortableQuickReplyList
            replies={replies}
            formNames={formNames}
            onReorder={(ids) =>
              reorder.mutate(ids, { onSuccess: () => notice.showSuccess(labels.reordered), onError: (e) => notice.showError(e.message) })
            }
            onToggle={(reply, enabled) =>
              toggle.mutate({ reply, enabled }, { onSuccess: notice.showSaved, onError: (e) => notice.showError(e.message) })
            }
            onEdit={(reply) => setEditing({ mode: 'edit', reply })}
            onDelete={setDeleting}
          />
        </>
      ) : null}
      {editing ? (
        <QuickReplyDialog
          key={editing.mode === 'edit' ? editing.reply.id : 'new'}
          initial={editing.mode === 'edit' ? formValuesOf(editing.reply) : null}
          onClose={() => setEditing(null)}
          onSubmit={save}
          renderImageField={renderImageField}
        />
      ) : null}
      {deleting ? (
        <ConfirmDeleteDialog
          labels={labels.deleteDialog}
          description={labels.deleteDialog.description(deleting.label)}
          pending={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting.id, deleteOutcome(() => setDeleting(null), notice, labels.deleted))}
        />
      ) : null}
      {notice.element}
    </>
  );
}
