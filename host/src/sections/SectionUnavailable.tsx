import { useContext } from 'react';
import { SectionLoadError } from 'shared-ui';
import { SectionRetryContext } from './section-retry-context';

/** The fallback module's component: what the federation runtime hands out for a section that failed. */
export function SectionUnavailable() {
  const retry = useContext(SectionRetryContext);
  return <SectionLoadError onRetry={retry} />;
}
