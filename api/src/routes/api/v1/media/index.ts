import type { FastifyPluginAsync } from 'fastify';
import deleteMedia from './delete';
import getMedia from './get';
import listMedia from './list';
import listMediaTags from './tags';
import updateMedia from './update';
import uploadMedia from './upload';

/** /media: the media library (paths: MEDIA_API_PATHS of shared-contracts). The files are served by ../public-media. */
const media: FastifyPluginAsync = async (app) => {
  await app.register(listMedia);
  await app.register(listMediaTags);
  await app.register(uploadMedia);
  await app.register(getMedia);
  await app.register(updateMedia);
  await app.register(deleteMedia);
};

export default media;
