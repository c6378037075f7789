import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { SAMPLE_DATA_LABELS } from 'shared-contracts';
import { ConfirmDeleteDialog } from 'shared-ui';
import { labels } from '../../../labels';
import { useRemoveSampleData, useSampleData } from '../api/sample-data';

const t = labels.sampleData;

/**
 * While the demo owner's sample conversations are there, says so above the list and removes them in
 * one click (the owner's own conversations stay). Nothing shows once they are gone.
 */
export function SampleDataNotice({ onRemoved, onFailed }: { onRemoved(message: string): void; onFailed(message: string): void }) {
  const status = useSampleData();
  const removal = useRemoveSampleData();
  const [confirming, setConfirming] = useState(false);
  const count = status.data?.sample_conversations ?? 0;
  if (count === 0) return null;
  return (
    <>
      <Alert
        severity="info"
        sx={{ mb: 2 }}
        data-testid="sample-data-notice"
        action={
          <Button color="inherit" size="small" onClick={() => setConfirming(true)}>
            {SAMPLE_DATA_LABELS.remove}
          </Button>
        }
      >
        {t.notice(count)}
      </Alert>
      {confirming ? (
        <ConfirmDeleteDialog
          labels={{ title: t.title, cancel: t.cancel, confirm: SAMPLE_DATA_LABELS.remove }}
          description={SAMPLE_DATA_LABELS.confirm}
          pending={removal.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            removal.mutate(undefined, {
              onSuccess: (removed) => {
                setConfirming(false);
                onRemoved(t.removed(removed.deleted_conversations));
              },
              onError: (error) => {
                setConfirming(false);
                onFailed(`${t.failed}: ${error.message}`);
              },
            })
          }
        />
      ) : null}
    </>
  );
}
