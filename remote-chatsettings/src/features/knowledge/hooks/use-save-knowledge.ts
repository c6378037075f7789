import { useNavigate } from 'react-router-dom';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import type { ApiRequestError } from 'shared-auth';
import type { KnowledgeItem } from 'shared-contracts';
import { applyApiFieldErrors, type NoticeControls } from 'shared-ui';
import { paths } from '../../../paths';

/**
 * What happens after the API answers a save, the same for every kind: a new item goes back to the
 * list, which says 保存しました; an edited one stays and says it here. A refusal puts the API's
 * messages at the fields and its summary on top.
 */
export function useSaveOutcome<T extends FieldValues>(notice: NoticeControls, setError: UseFormSetError<T>) {
  const navigate = useNavigate();
  return {
    created: () => void navigate(paths.knowledgeDataStore, { state: { saved: true } }),
    updated: (_item: KnowledgeItem) => notice.showSaved(),
    refused: (error: ApiRequestError) => {
      applyApiFieldErrors(error, setError);
      notice.showError(error.message);
    },
  };
}
