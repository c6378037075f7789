import { chmod, rm } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { PgliteConnection } from '#src/db/open-pglite';
import type { MediaStorageConfig } from '#src/domains/media/storage/media-storage-config';
import { assertNoRunningApi } from './control-client';
import type { ControlAnswer, ControlRequest } from './control-protocol';
import { pgliteBackupSource } from './pglite-backup-source';
import { writeBackupArchive } from './write-backup-archive';

export interface ControlSocketOptions {
  socketPath: string;
  connection: PgliteConnection;
  media: MediaStorageConfig;
  encryptionKey: string;
  log: FastifyBaseLogger;
}

/** A request line longer than this is not one of ours. */
const MAX_REQUEST_BYTES = 64 * 1024;

/**
 * Serves `./run backup` for an API on PGlite (control-protocol.ts): nobody else may open the data
 * folder while it runs, so the backup is written by this process. One backup at a time; closing
 * waits for the one being written, so the database is not closed under it.
 */
export async function serveControlSocket(options: ControlSocketOptions): Promise<{ close(): Promise<void> }> {
  const { socketPath, log } = options;
  await clearStaleSocket(socketPath);
  let writing: Promise<unknown> | undefined;

  const handle = async (request: ControlRequest | null): Promise<ControlAnswer> => {
    if (typeof request !== 'object' || request === null || request.op !== 'backup' || typeof request.file !== 'string' || !path.isAbsolute(request.file)) {
      return { ok: false, message: 'unknown request (expected {"op":"backup","file":"/absolute/path"})' };
    }
    if (writing) return { ok: false, message: 'a backup is being written already: try again when it is done' };
    const started = writeBackupArchive(request.file, pgliteBackupSource(options.connection, options.media, options.encryptionKey));
    writing = started.catch(() => undefined);
    try {
      const backup = await started;
      log.info({ file: backup.file, bytes: backup.bytes, counts: backup.manifest.counts }, 'backup written');
      return { ok: true, backup };
    } catch (error) {
      log.error({ err: error }, 'backup failed');
      return { ok: false, message: error instanceof Error ? error.message : String(error) };
    } finally {
      writing = undefined;
    }
  };

  const server: Server = createServer((socket: Socket) => {
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('error', () => undefined);
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      if (buffer.length > MAX_REQUEST_BYTES) return socket.destroy();
      const end = buffer.indexOf('\n');
      if (end < 0) return;
      socket.pause();
      let request: ControlRequest | null;
      try {
        request = JSON.parse(buffer.slice(0, end)) as ControlRequest | null;
      } catch {
        socket.end(`${JSON.stringify({ ok: false, message: 'not JSON' } satisfies ControlAnswer)}\n`);
        return;
      }
      // handle() answers its own failures; this catch only keeps a broken pipe from becoming an unhandled rejection.
      void handle(request)
        .then((answer) => socket.end(`${JSON.stringify(answer)}\n`))
        .catch(() => socket.destroy());
    });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    });
    // Connecting needs write permission on the socket: this user only, whatever the umask.
    await chmod(socketPath, 0o600);
  } catch (error) {
    // A data folder whose path is too long for a socket (about 100 bytes) still serves the product.
    log.warn({ err: error, socketPath }, 'BACKUPS UNAVAILABLE: the control socket could not be opened; stop the API to back it up');
    server.close();
    return { close: async () => undefined };
  }

  return {
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await writing;
      await rm(socketPath, { force: true });
    },
  };
}

/**
 * A socket file left by an API that did not stop cleanly is removed; one that answers belongs to an
 * API still running on this data folder, and a second one would damage the database.
 */
async function clearStaleSocket(socketPath: string): Promise<void> {
  await assertNoRunningApi(socketPath, 'starting another');
  await rm(socketPath, { force: true });
}
