import type { FastifyInstance } from 'fastify';

export interface RepeatedJobOptions<T> {
  /** What the log says failed. */
  name: string;
  job: { runOnce(): Promise<T>; stop(): void };
  /** Run on a timer in this process; off, only runOnce runs it (tests call it themselves). */
  enabled: boolean;
  /** The first run after the app is ready. */
  firstRunDelayMs: number;
  /** Between the end of one run and the start of the next. */
  intervalMs: number;
}

/**
 * A background job of this API process: a first run some time after the app is ready, then one every
 * interval. Never two runs at once (runOnce while one runs joins it), never keeps the process alive
 * on its own; closing the app clears the timer, asks a run in progress to stop and waits for it.
 * Answers runOnce, for the app's decoration.
 */
export function repeatJob<T>(app: FastifyInstance, options: RepeatedJobOptions<T>): () => Promise<T> {
  const { job, intervalMs } = options;
  let running: Promise<T> | null = null;
  let timer: NodeJS.Timeout | null = null;

  const runOnce = (): Promise<T> => {
    running ??= job.runOnce().finally(() => {
      running = null;
    });
    return running;
  };
  const schedule = (delayMs: number) => {
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) => app.log.error({ err: error }, `${options.name} failed`))
        .finally(() => {
          if (timer !== null) schedule(intervalMs);
        });
    }, delayMs);
    timer.unref();
  };

  if (options.enabled) app.addHook('onReady', async () => schedule(options.firstRunDelayMs));
  app.addHook('preClose', async () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    job.stop();
    await running?.catch(() => undefined);
  });
  return runOnce;
}
