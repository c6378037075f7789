import { uploadMediaFile } from 'shared-ui';
import { uploadMedia } from './api/upload-media';

it('uploads through the one uploader of every section (shared-ui’s, as 3D アバター設定)', () => {
  expect(uploadMedia).toBe(uploadMediaFile);
});
