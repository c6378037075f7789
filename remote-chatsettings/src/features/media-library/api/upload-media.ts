/** One file to the library with its real progress: shared-ui's uploader, the same one 3D アバター設定 uses. */
export { uploadMediaFile as uploadMedia } from 'shared-ui';
