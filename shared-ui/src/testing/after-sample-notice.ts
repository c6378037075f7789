import { waitFor } from '@testing-library/react';

/** Waits until what stands below the sample notice is laid out (AfterSampleNotice): the screen's panels. */
export async function afterSampleNoticeShown(): Promise<void> {
  await waitFor(() => {
    if (!document.querySelector('[data-after-sample-notice="shown"]')) throw new Error('the screen still waits for the sample notice');
  });
}
