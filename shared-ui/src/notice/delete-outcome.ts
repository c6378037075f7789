import type { NoticeControls } from './useNotice';

/**
 * The mutate callbacks of a delete the owner confirmed in a dialog: the dialog closes either way,
 * then the notice says how it went.
 */
export function deleteOutcome(closeDialog: () => void, notice: Pick<NoticeControls, 'showSuccess' | 'showError'>, deleted: string) {
  return {
    onSuccess: () => {
      closeDialog();
      notice.showSuccess(deleted);
    },
    onError: (error: Error) => {
      closeDialog();
      notice.showError(error.message);
    },
  };
}
