import { Suspense, useCallback, useState, type ReactNode } from 'react';
import type { ExposedModule, SectionName } from '../federation';
import { forgetRemote, lazyRemote } from './lazy-remote';
import { SectionErrorBoundary } from './SectionErrorBoundary';
import { SectionRetryContext } from './section-retry-context';

export interface RemoteViewProps {
  section: SectionName;
  exposed: ExposedModule;
  /** Shown while the module loads. */
  loading: ReactNode;
}

/** A slot for one module of a section: loads it on first render, and contains its failures. */
export function RemoteView({ section, exposed, loading }: RemoteViewProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    forgetRemote(section, exposed);
    setAttempt((n) => n + 1);
  }, [section, exposed]);
  const Remote = lazyRemote(section, exposed);
  return (
    <SectionRetryContext.Provider value={retry}>
      <SectionErrorBoundary key={attempt} onRetry={retry}>
        <Suspense fallback={loading}>
          <Remote />
        </Suspense>
      </SectionErrorBoundary>
    </SectionRetryContext.Provider>
  );
}
