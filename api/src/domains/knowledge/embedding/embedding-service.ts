import type { FastifyBaseLogger } from 'fastify';
import type { Embedder } from '../retrieval/embedder';
import { builtinEmbedderOf } from './builtin-embedder';
import { downloadFromHub } from './hub-download';
import type { ModelLocation } from './model-location';

export type BuiltinModelState =
  | { state: 'off' }
  | { state: 'loading'; location: string }
  | { state: 'ready'; model: string; dimensions: number; location: string; loadSeconds: number }
  | { state: 'failed'; location: string; error: string };

/**
 * The built-in model of this app, loaded once on first use (or at start, `warm`): answers null
 * while it is off, loading or failed, so retrieval stays lexical rather than waiting.
 */
export function createBuiltinModel(location: ModelLocation, log: FastifyBaseLogger) {
  let state: BuiltinModelState = { state: 'off' };
  let loading: Promise<Embedder | null> | null = null;
  const where = location.kind === 'off' ? '' : location.kind === 'hub' ? location.id : location.kind === 'instance' ? location.embedder.model : location.folder;

  function load(): Promise<Embedder | null> {
    if (location.kind === 'off') return Promise.resolve(null);
    if (!loading) {
      state = { state: 'loading', location: where };
      const started = performance.now();
      loading = (async () => {
        if (location.kind === 'instance') return location.embedder;
        if (location.kind === 'hub') await downloadFromHub(location.id, location.folder, (message) => log.info(message));
        return builtinEmbedderOf(location.folder);
      })().then(
        (embedder) => {
          state = { state: 'ready', model: embedder.model, dimensions: embedder.dimensions, location: where, loadSeconds: (performance.now() - started) / 1000 };
          return embedder;
        },
        (error: unknown) => {
          state = { state: 'failed', location: where, error: error instanceof Error ? error.message : String(error) };
          log.error({ err: error }, `the built-in embedding model could not be loaded from ${where}; answering by text ranking only`);
          return null;
        },
      );
    }
    return loading;
  }

  return {
    /** The embedder once loaded; null while it is off, loading or failed (starts the load). */
    async current(): Promise<Embedder | null> {
      if (state.state === 'ready') return load();
      void load();
      return null;
    },
    /** Waits for the load (start, benches, tests). */
    warm: load,
    state: (): BuiltinModelState => state,
  };
}

export type BuiltinModel = ReturnType<typeof createBuiltinModel>;
