import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fp from 'fastify-plugin';
import { createMediaStore } from '../../domains/media/storage/create-media-store';
import type { MediaStore } from '../../domains/media/storage/media-store';
import { createMediaUsageIndex, defaultMediaUsageSources, type MediaUsageIndex } from '../../domains/media/usage/media-usage';

/** The media library's services; its rows are app.repositories.mediaItems. */
export interface MediaLibrary {
  /** Where the bytes live (local disk or an S3-compatible bucket). */
  store: MediaStore;
  /** Which settings point at which items. */
  usage: MediaUsageIndex;
}

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaLibrary;
  }
}

export default fp(
  async (app) => {
    const configured = app.config.media;
    const dir = configured ? null : await mkdtemp(path.join(tmpdir(), 'api-media-'));
    const store = await createMediaStore(configured ?? { kind: 'local', dir: dir ?? '' });
    app.decorate('media', {
      store,
      usage: createMediaUsageIndex(defaultMediaUsageSources(app.repositories)),
    });
    app.log.info({ store: store.description }, 'media library storage');
    app.addHook('onClose', async () => {
      store.close?.();
      if (dir) await rm(dir, { recursive: true, force: true });
    });
  },
  { name: 'media', dependencies: ['db', 'repositories'] },
);
