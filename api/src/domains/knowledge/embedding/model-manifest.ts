import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** How this project embeds with a model: what the model card says about its inputs and pooling. */
export interface ModelManifest {
  name: string;
  dimensions: number;
  /** The most tokens the model reads; longer texts are cut (a passage rarely reaches it). */
  maxTokens: number;
  pooling: 'mean' | 'cls';
  queryPrefix: string;
  passagePrefix: string;
}

/**
 * Prefixes of the models we know, by the name in their folder or hub id (model cards: e5 wants
 * `query: ` / `passage: `, ruri-v3 `検索クエリ: ` / `検索文書: `); a folder's embedding.json wins.
 */
const KNOWN: { test: RegExp; manifest: Omit<ModelManifest, 'name' | 'dimensions'> }[] = [
  { test: /e5/i, manifest: { maxTokens: 512, pooling: 'mean', queryPrefix: 'query: ', passagePrefix: 'passage: ' } },
  { test: /ruri-v3/i, manifest: { maxTokens: 8192, pooling: 'mean', queryPrefix: '検索クエリ: ', passagePrefix: '検索文書: ' } },
];

export function readManifest(folder: string, dimensions: number | null): ModelManifest {
  const file = path.join(folder, 'embedding.json');
  if (existsSync(file)) {
    const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    return {
      name: String(raw.name ?? path.basename(folder)),
      dimensions: Number(raw.dimensions ?? dimensions),
      maxTokens: Number(raw.max_tokens ?? 512),
      pooling: raw.pooling === 'cls' ? 'cls' : 'mean',
      queryPrefix: String(raw.query_prefix ?? ''),
      passagePrefix: String(raw.passage_prefix ?? ''),
    };
  }
  const name = path.basename(folder);
  const known = KNOWN.find((k) => k.test.test(name))?.manifest ?? { maxTokens: 512, pooling: 'mean' as const, queryPrefix: '', passagePrefix: '' };
  const config = path.join(folder, 'config.json');
  const hidden = existsSync(config) ? Number((JSON.parse(readFileSync(config, 'utf8')) as { hidden_size?: number }).hidden_size) : NaN;
  const dims = Number.isFinite(hidden) ? hidden : dimensions;
  if (!dims) throw new Error(`${folder}: the model's dimension is unknown (no embedding.json, no config.json hidden_size)`);
  return { name, dimensions: dims, ...known };
}
