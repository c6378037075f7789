import { useCallback, useEffect, type ReactElement } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';

/**
 * While `isDirty`, leaving the page asks first: in-app navigation through a dialog (React Router's
 * useBlocker, so the app must run on a data router), closing or reloading the tab through the
 * browser's own beforeunload prompt. Changes of the query string alone (paging, sorting) stay on
 * the page and pass. Render the returned element anywhere in the screen.
 */
export function useUnsavedChangesGuard(isDirty: boolean): ReactElement {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname,
    [isDirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!isDirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium and Safari still show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  // Saving while the dialog is open (or a reset) leaves nothing to protect: let the move go on.
  useEffect(() => {
    if (blocker.state === 'blocked' && !isDirty) blocker.proceed();
  }, [blocker, isDirty]);

  return (
    <UnsavedChangesDialog
      open={blocker.state === 'blocked'}
      onStay={() => blocker.reset?.()}
      onLeave={() => blocker.proceed?.()}
    />
  );
}
