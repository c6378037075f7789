import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { labels } from '../labels';
import { NoticeSnackbar, type Notice } from './NoticeSnackbar';

export interface NoticeControls {
  /** '保存しました' */
  showSaved(): void;
  showSuccess(message: string): void;
  /** A Japanese message the owner can act on, e.g. ApiRequestError#message. */
  showError(message: string): void;
  close(): void;
  /** The snackbar; render it once in the screen that owns the notices. */
  element: ReactElement;
}

/**
 * One snackbar per screen, owned by the screen: it needs no provider in the host or in a
 * standalone harness, and a notice never outlives the screen it speaks about.
 */
export function useNotice(): NoticeControls {
  const [notice, setNotice] = useState<Notice | null>(null);
  const close = useCallback(() => setNotice(null), []);
  const showSuccess = useCallback((message: string) => setNotice({ severity: 'success', message }), []);
  const showSaved = useCallback(() => showSuccess(labels.notice.saved), [showSuccess]);
  const showError = useCallback((message: string) => setNotice({ severity: 'error', message }), []);
  const element = useMemo(() => <NoticeSnackbar notice={notice} onClose={close} />, [notice, close]);
  return { showSaved, showSuccess, showError, close, element };
}
