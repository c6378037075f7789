import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { formAnswerDialogLabels } from '../dialog-labels';
import { useDeleteFormAnswers, useFormAnswerCount } from '../api/delete-form-answers';

export interface BulkDeleteDialogProps {
  /** The list's filters (formAnswerFilterQuery): what is deleted. */
  filters: Record<string, string>;
  /** The filters in words. */
  filterLines: readonly string[];
  onClose(): void;
  onDeleted(deleted: number): void;
}

const t = formAnswerDialogLabels.bulkDelete;

/**
 * 絞り込んだ回答を削除: counts the filtered set, says the exact number, and deletes with that number
 * as confirm_count, so answers that arrived meanwhile are never deleted unseen (the API answers 409).
 */
export function BulkDeleteDialog({ filters, filterLines, onClose, onDeleted }: BulkDeleteDialogProps) {
  const id = useId();
  const count = useFormAnswerCount(filters);
  const deletion = useDeleteFormAnswers();
  const n = count.data;

  return (
    <Dialog open onClose={deletion.isPending ? undefined : onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-description`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-title`}>{t.title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
        {count.isPending ? (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={18} />
            <Typography variant="body2">{t.counting}</Typography>
          </Box>
        ) : count.error ? (
          <Alert severity="error">{`${t.countFailed}: ${count.error.message}`}</Alert>
        ) : (
          <DialogContentText id={`${id}-description`} color="text.primary" data-testid="bulk-delete-count">
            {n === 0 ? t.nothing : t.description(n ?? 0)}
          </DialogContentText>
        )}
        {filterLines.length > 0 ? (
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {filterLines.map((line) => (
              <Typography component="li" variant="body2" color="text.secondary" key={line}>
                {line}
              </Typography>
            ))}
          </Box>
        ) : null}
        {deletion.error ? <Alert severity="error">{deletion.error.status === 409 ? deletion.error.message : `${t.failed}: ${deletion.error.message}`}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose} disabled={deletion.isPending} autoFocus>
          {t.cancel}
        </Button>
        {n !== undefined && n > 0 ? (
          <Button
            color="error"
            variant="contained"
            loading={deletion.isPending}
            onClick={() =>
              deletion.mutate(
                { filters, confirmCount: n },
                {
                  onSuccess: ({ deleted }) => onDeleted(deleted),
                  // The set changed since it was counted: count again, so the next confirmation is exact.
                  onError: (error) => {
                    if (error.status === 409) void count.refetch();
                  },
                },
              )
            }
          >
            {t.confirm(n)}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
