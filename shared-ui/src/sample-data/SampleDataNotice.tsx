import { lazy, Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { QueryClient } from '@tanstack/react-query';
import { SAMPLE_DATA_LABELS, type SampleDataStatus } from 'shared-contracts';
import { sampleDataLabels } from './labels';
import { useRemoveSampleData, useSampleData } from './use-sample-data';

const t = sampleDataLabels;

// What opens on a click loads on the click: the notice stands on the first screen of four sections.
const ConfirmDeleteDialog = lazy(() => import('../list-table/ConfirmDeleteDialog').then((m) => ({ default: m.ConfirmDeleteDialog })));

/** Which screen the notice stands on: what it counts and says. */
export type SampleDataSubject = 'conversations' | 'form_answers' | 'analytics';

const countOf = (status: SampleDataStatus, subject: SampleDataSubject) =>
  subject === 'form_answers' ? status.sample_form_answers : status.sample_conversations;

export interface SampleDataNoticeProps {
  subject: SampleDataSubject;
  onRemoved(message: string): void;
  onFailed(message: string): void;
  /** The section's own lists to read afresh once the sample is gone. */
  afterRemoval?(queryClient: QueryClient): void;
}

/**
 * While the demo owner's sample history is there, says so above what it fills (会話履歴, フォーム回答履歴,
 * the dashboard and 分析) and removes it in one click: the owner's own data stays. Nothing shows once it
 * is gone, or for an owner who never had any.
 */
export function SampleDataNotice({ subject, onRemoved, onFailed, afterRemoval }: SampleDataNoticeProps) {
  const status = useSampleData();
  const removal = useRemoveSampleData(afterRemoval);
  const [confirming, setConfirming] = useState(false);
  const count = status.data ? countOf(status.data, subject) : 0;
  if (count === 0) return null;
  return (
    <>
      <Alert
        severity="info"
        sx={{ mb: 2 }}
        data-testid="sample-data-notice"
        action={
          <Button color="inherit" size="small" onClick={() => setConfirming(true)} sx={{ whiteSpace: 'nowrap' }}>
            {SAMPLE_DATA_LABELS.remove}
          </Button>
        }
      >
        {t.notice[subject](count)}
      </Alert>
      {confirming ? (
        <Suspense fallback={null}>
          <ConfirmDeleteDialog
            labels={{ title: t.title, cancel: t.cancel, confirm: SAMPLE_DATA_LABELS.remove }}
            description={SAMPLE_DATA_LABELS.confirm}
            pending={removal.isPending}
            onCancel={() => setConfirming(false)}
            onConfirm={() =>
              removal.mutate(undefined, {
                onSuccess: (removed) => {
                  setConfirming(false);
                  onRemoved(t.removed(removed.deleted_conversations, removed.deleted_form_answers));
                },
                onError: (error) => {
                  setConfirming(false);
                  onFailed(`${t.failed}: ${error.message}`);
                },
              })
            }
          />
        </Suspense>
      ) : null}
    </>
  );
}
