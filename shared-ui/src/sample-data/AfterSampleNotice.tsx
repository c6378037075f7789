import type { ReactNode } from 'react';
import { useSampleDataKnown } from './use-sample-data';

/**
 * What stands below the sample notice, laid out once the notice's place is known: a notice arriving
 * after a screen's panels pushed them down (68 px on the dashboard). Mounted from the start, so the
 * panels' own requests run beside the notice's, not after it; `display: contents` leaves the
 * children in their parent's layout (its flex gap, its grid) as if the wrapper were not there.
 */
export function AfterSampleNotice({ children }: { children: ReactNode }) {
  const known = useSampleDataKnown();
  return (
    <div data-after-sample-notice={known ? 'shown' : 'waiting'} style={{ display: known ? 'contents' : 'none' }}>
      {children}
    </div>
  );
}
