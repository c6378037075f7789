import path from 'node:path';
import type { WrittenBackup } from './write-backup-archive';

/**
 * The running API's control socket: a Unix domain socket in the data folder, readable and writable
 * by the API's own OS user only, never on the network. One JSON line asks, one JSON line answers.
 * It exists while an API runs on PGlite, so it also tells the restore that one does.
 */
export const CONTROL_SOCKET = 'control.sock';

export const controlSocketPath = (dataDir: string) => path.join(dataDir, CONTROL_SOCKET);

export type ControlRequest = { op: 'backup'; file: string };

export type ControlAnswer = { ok: true; backup: WrittenBackup } | { ok: false; message: string };
