import { useNavigate } from 'react-router-dom';
import type { UseMutationResult } from '@tanstack/react-query';
import type { FieldValues, UseFormReturn, UseFormSetError } from 'react-hook-form';
import type { ApiRequestError } from 'shared-auth';
import type { KnowledgeItem, KnowledgeItemUpdateRequest } from 'shared-contracts';
import { applyApiFieldErrors, settingsFormLabels, type NoticeControls } from 'shared-ui';
import { paths } from '../../../paths';
import { useUpdateKnowledgeItem } from '../api/update-knowledge-item';

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

export interface SaveKnowledgeOptions<Values extends KnowledgeItemUpdateRequest, CreateRequest> {
  /** The item being edited, or null for a new one. */
  item: KnowledgeItem | null;
  form: UseFormReturn<Values, unknown, Values>;
  notice: NoticeControls;
  /** The mutation that adds a new item of this kind, and its request for the form's values. */
  create: UseMutationResult<KnowledgeItem, ApiRequestError, CreateRequest>;
  createRequestOf: (values: Values) => CreateRequest;
  /** The form's values for the saved item; null when the API answered with another kind. */
  valuesOf: (saved: KnowledgeItem) => Values | null;
}

/**
 * The submit of a knowledge editor written in the console (article, Q&A, web page): it creates a
 * new item or updates the one open, then resets the form to what was saved.
 */
export function useSaveKnowledge<Values extends KnowledgeItemUpdateRequest, CreateRequest>({
  item,
  form,
  notice,
  create,
  createRequestOf,
  valuesOf,
}: SaveKnowledgeOptions<Values, CreateRequest>) {
  const update = useUpdateKnowledgeItem();
  const outcome = useSaveOutcome(notice, form.setError);
  const submit = form.handleSubmit(
    (values) => {
      if (item) {
        update.mutate(
          { id: item.id, request: values },
          {
            onSuccess: (saved) => {
              const savedValues = valuesOf(saved);
              if (savedValues) form.reset(savedValues);
              outcome.updated(saved);
            },
            onError: outcome.refused,
          },
        );
      } else {
        create.mutate(createRequestOf(values), {
          onSuccess: () => {
            form.reset(values);
            outcome.created();
          },
          onError: outcome.refused,
        });
      }
    },
    () => notice.showError(settingsFormLabels.fixErrors),
  );
  return { submit, isPending: create.isPending || update.isPending };
}
