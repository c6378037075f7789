import { z } from 'zod';

/**
 * A picture from the owner's media library shown with a message: the media item's id, or null for
 * text only. The API checks that the id is one of the owner's images; a client can only send a
 * malformed one, hence the message.
 */
export const libraryImageIdSchema = z
  .uuid({ error: '画像の指定が正しくありません。メディアライブラリから選び直してください' })
  .nullable()
  .default(null);
