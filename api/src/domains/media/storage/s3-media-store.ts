import { createReadStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { onFirstUse } from '#src/lib/modules/on-first-use';
import { assertMediaKey, type ByteRange, type MediaStore } from './media-store';
import type { MediaStorageConfig } from './media-storage-config';

type S3Config = Extract<MediaStorageConfig, { kind: 's3' }>;

// Only a bucket needs the AWS SDK (a third of a second of module loading that a local library never pays).
const loadS3 = onFirstUse<typeof import('@aws-sdk/client-s3')>('@aws-sdk/client-s3');

function isMissing(error: unknown): boolean {
  const { NoSuchKey, S3ServiceException } = loadS3();
  if (error instanceof NoSuchKey) return true;
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);
}

/**
 * An S3-compatible bucket (AWS S3, MinIO, R2…), so any number of API replicas share one library.
 * Uploads are checked on local disk first and sent whole, with their length, as a single PUT.
 */
export async function createS3MediaStore(config: S3Config): Promise<MediaStore & { close(): void }> {
  await mkdir(config.incomingDir, { recursive: true });
  const { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } = loadS3();
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
    // Checksums only where S3 requires them: streamed aws-chunked trailers are not understood by every
    // S3-compatible server, and the file's length is known anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  return {
    description: `S3 bucket ${config.bucket}${config.endpoint ? ` at ${config.endpoint}` : ''}`,
    incomingDir: config.incomingDir,
    async put(key, file) {
      assertMediaKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: key,
          Body: createReadStream(file.path),
          ContentLength: file.size,
          ContentType: file.contentType,
        }),
      );
      await rm(file.path, { force: true });
    },
    async read(key, range?: ByteRange) {
      assertMediaKey(key);
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: config.bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        if (!answer.Body) return null;
        return answer.Body instanceof Readable ? answer.Body : Readable.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      assertMediaKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }));
    },
    close() {
      client.destroy();
    },
  };
}
