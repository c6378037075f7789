import { useCallback, useEffect, useRef, useState } from 'react';
import type { MediaItem } from 'shared-contracts';
import { uploadMedia } from '../api/upload-media';
import { refusalBeforeUpload } from '../utils/check-file';

export type UploadStatus = 'waiting' | 'sending' | 'done' | 'refused';

export interface UploadEntry {
  key: string;
  file: File;
  status: UploadStatus;
  /** 0–1 of the request body sent. */
  fraction: number;
  /** Why it was refused, in Japanese. */
  message: string | null;
  item: MediaItem | null;
}

/** Two at a time: each gets a fair share of the line and its own progress, and a long video does not hold up the images. */
export const PARALLEL_UPLOADS = 2;

let counter = 0;

/**
 * The files dropped or picked, each uploaded on its own request with its own progress and answer.
 * The queue is kept in a ref and driven by calls, not by effects, so a file is never sent twice.
 * Leaving the screen stops the uploads still under way.
 */
export function useUploadQueue(onUploaded: (item: MediaItem) => void) {
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const queue = useRef<UploadEntry[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;

  const commit = useCallback((next: UploadEntry[]) => {
    queue.current = next;
    setEntries(next);
  }, []);

  const patch = useCallback(
    (key: string, change: Partial<UploadEntry>) => commit(queue.current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry))),
    [commit],
  );

  const pump = useCallback(() => {
    const sending = queue.current.filter((entry) => entry.status === 'sending').length;
    const next = queue.current.filter((entry) => entry.status === 'waiting').slice(0, Math.max(0, PARALLEL_UPLOADS - sending));
    for (const entry of next) {
      const controller = new AbortController();
      controllers.current.set(entry.key, controller);
      patch(entry.key, { status: 'sending' });
      uploadMedia(entry.file, { signal: controller.signal, onProgress: (fraction) => patch(entry.key, { fraction }) }).then(
        (item) => {
          controllers.current.delete(entry.key);
          patch(entry.key, { status: 'done', fraction: 1, item });
          uploaded.current(item);
          pump();
        },
        (error: unknown) => {
          controllers.current.delete(entry.key);
          if (controller.signal.aborted) return;
          patch(entry.key, { status: 'refused', message: error instanceof Error ? error.message : null });
          pump();
        },
      );
    }
  }, [patch]);

  useEffect(() => {
    const inFlight = controllers.current;
    return () => inFlight.forEach((controller) => controller.abort());
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      const added = files.map((file): UploadEntry => {
        counter += 1;
        const refusal = refusalBeforeUpload(file);
        return { key: `upload-${counter}`, file, status: refusal ? 'refused' : 'waiting', fraction: 0, message: refusal, item: null };
      });
      commit([...queue.current, ...added]);
      pump();
    },
    [commit, pump],
  );

  const cancel = useCallback(
    (key: string) => {
      controllers.current.get(key)?.abort();
      controllers.current.delete(key);
      commit(queue.current.filter((entry) => entry.key !== key));
      pump();
    },
    [commit, pump],
  );

  const clearFinished = useCallback(() => {
    commit(queue.current.filter((entry) => entry.status === 'waiting' || entry.status === 'sending'));
  }, [commit]);

  return { entries, add, cancel, clearFinished };
}
