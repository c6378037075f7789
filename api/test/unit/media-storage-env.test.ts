import path from 'node:path';
import { readServerEnv } from '../../src/config/server-env';

describe('media storage from the environment', () => {
  it('keeps files in $DATA_DIR/media by default', () => {
    expect(readServerEnv({ DATA_DIR: '/srv/console' }).media).toEqual({ kind: 'local', dir: path.join('/srv/console', 'media') });
  });

  it('uses an S3-compatible bucket when MEDIA_S3_BUCKET is set, path-style with an endpoint', () => {
    expect(
      readServerEnv({
        DATA_DIR: '/srv/console',
        MEDIA_S3_BUCKET: 'console-media',
        MEDIA_S3_ENDPOINT: 'http://minio:9000',
        MEDIA_S3_ACCESS_KEY_ID: 'minio',
        MEDIA_S3_SECRET_ACCESS_KEY: 'minio-secret',
        MEDIA_S3_REGION: 'ap-northeast-1',
      }).media,
    ).toEqual({
      kind: 's3',
      bucket: 'console-media',
      endpoint: 'http://minio:9000',
      accessKeyId: 'minio',
      secretAccessKey: 'minio-secret',
      region: 'ap-northeast-1',
      forcePathStyle: true,
      incomingDir: path.join('/srv/console', 'media-incoming'),
    });
  });

  it('leaves AWS itself virtual-hosted, with the SDK credential chain and us-east-1 unless told', () => {
    expect(readServerEnv({ MEDIA_S3_BUCKET: 'b' }).media).toMatchObject({
      kind: 's3',
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: undefined,
      forcePathStyle: false,
    });
  });

  it('refuses half a configuration loudly', () => {
    expect(() => readServerEnv({ MEDIA_S3_ENDPOINT: 'http://minio:9000' })).toThrow('MEDIA_S3_BUCKET must be set');
    expect(() => readServerEnv({ MEDIA_S3_BUCKET: 'b', MEDIA_S3_ACCESS_KEY_ID: 'only-the-id' })).toThrow('go together');
  });
});
