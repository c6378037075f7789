/** Where the media library keeps its files: a folder (the default) or an S3-compatible bucket. */
export type MediaStorageConfig =
  | {
      kind: 'local';
      /** `$DATA_DIR/media` when the server runs; objects at `<dir>/<agentId>/<mediaId>`. */
      dir: string;
    }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** MinIO, R2, Wasabi…: their address; unset means AWS itself. */
      endpoint?: string;
      /** Unset: the SDK's usual credential chain (environment, instance role). */
      accessKeyId?: string;
      secretAccessKey?: string;
      /** Path-style addressing (`endpoint/bucket/key`), which most S3-compatible servers need. */
      forcePathStyle: boolean;
      /** A local folder for uploads while they arrive and are checked, before they go to the bucket. */
      incomingDir: string;
    };
