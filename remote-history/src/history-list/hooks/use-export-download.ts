import { useEffect, useRef, useState } from 'react';
import { ApiRequestError } from 'shared-auth';
import { saveFile, type CsvDownloadProgress, type DownloadedFile } from 'shared-ui';

export type ExportPhase = { status: 'idle' } | { status: 'downloading'; progress: CsvDownloadProgress } | { status: 'failed'; message: string };

/** One export request: what it reads with the signal and progress callback, and the file it yields. */
export type ExportRun = (signal: AbortSignal, onProgress: (progress: CsvDownloadProgress) => void) => Promise<DownloadedFile>;

/**
 * The download of an export dialog (both histories): progress as the body streams, a cancel that
 * aborts it, the file saved under `nameOf`, `onDone` with the rows received, a Japanese failure
 * (`failedLabel: reason`). Closing the dialog (or leaving the screen) stops a download under way.
 */
export function useExportDownload(failedLabel: string, onDone: (rows: number) => void) {
  const [phase, setPhase] = useState<ExportPhase>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  function start(run: ExportRun, nameOf: (file: DownloadedFile) => string) {
    const controller = new AbortController();
    running.current = controller;
    // The last count, for the notice once the file is saved.
    const received: CsvDownloadProgress = { rows: 0, total: null };
    setPhase({ status: 'downloading', progress: { ...received } });
    run(controller.signal, (progress) => {
      Object.assign(received, progress);
      if (!controller.signal.aborted) setPhase({ status: 'downloading', progress });
    }).then(
      (file) => {
        running.current = null;
        if (controller.signal.aborted) return;
        saveFile(file.blob, nameOf(file));
        onDone(received.rows);
      },
      (error: unknown) => {
        running.current = null;
        if (controller.signal.aborted || (error instanceof ApiRequestError && error.code === 'aborted')) return;
        setPhase({ status: 'failed', message: `${failedLabel}: ${error instanceof Error ? error.message : ''}` });
      },
    );
  }

  /** Stops a download under way (true), or says there was none (false: the caller closes). */
  function cancel(): boolean {
    if (!running.current) return false;
    running.current.abort();
    running.current = null;
    setPhase({ status: 'idle' });
    return true;
  }

  return { phase, downloading: phase.status === 'downloading', start, cancel };
}
