import type { FastifyPluginAsync } from 'fastify';
import deleteMedia from './delete';
import getMedia from './get';
import listMedia from './list';
import listMediaTags from './tags';
import updateMedia from './update';
import uploadMedia from './upload';
import { named } from '#src/routes/named';

/** /media: the media library (paths: MEDIA_API_PATHS of shared-contracts). The files are served by ../public-media. */
const media: FastifyPluginAsync = async (app) => {
  await app.register(named(listMedia));
  await app.register(named(listMediaTags));
  await app.register(named(uploadMedia));
  await app.register(named(getMedia));
  await app.register(named(updateMedia));
  await app.register(named(deleteMedia));
};

export default media;
