import { createWriteStream, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** The files of a model in the hub's layout that the built-in embedder reads (the first ONNX found wins). */
const FILES = ['config.json', 'tokenizer.json', 'tokenizer_config.json'];
const ONNX_FILES = ['onnx/model_quantized.onnx', 'onnx/model_int8.onnx', 'onnx/model.onnx'];
const HUB = process.env.HF_ENDPOINT?.replace(/\/$/, '') || 'https://huggingface.co';

/**
 * Fetches a model from the model hub into `folder`, once (a folder with onnx/model.onnx is kept as
 * it is), logging progress every 10 %. Runs at start on an owner's machine where EMBEDDING_MODEL
 * names a hub id; never at answer time. The hub is a fixed public host, not an owner's URL, so the
 * plain fetch is used (and HF_ENDPOINT points at a mirror).
 */
export async function downloadFromHub(id: string, folder: string, log: (message: string) => void): Promise<void> {
  if (existsSync(path.join(folder, 'onnx', 'model.onnx'))) return;
  const partial = `${folder}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(path.join(partial, 'onnx'), { recursive: true });
  for (const file of FILES) {
    const response = await fetch(`${HUB}/${id}/resolve/main/${file}`);
    if (response.status === 404 && file !== 'tokenizer.json') continue;
    if (!response.ok || !response.body) throw new Error(`${id}/${file}: the model hub answered ${response.status}`);
    await pipeline(Readable.fromWeb(response.body as never), createWriteStream(path.join(partial, file)));
  }
  let fetched = false;
  for (const file of ONNX_FILES) {
    const response = await fetch(`${HUB}/${id}/resolve/main/${file}`);
    if (response.status === 404) continue;
    if (!response.ok || !response.body) throw new Error(`${id}/${file}: the model hub answered ${response.status}`);
    const total = Number(response.headers.get('content-length') ?? 0);
    let received = 0;
    let shown = 0;
    const counted = Readable.fromWeb(response.body as never).on('data', (chunk: Buffer) => {
      received += chunk.length;
      const tenth = total > 0 ? Math.floor((received / total) * 10) : 0;
      if (tenth > shown) {
        shown = tenth;
        log(`埋め込みモデルを取得中 / fetching the embedding model ${id}: ${tenth * 10}% (${(received / 1e6).toFixed(0)} MB)`);
      }
    });
    await pipeline(counted, createWriteStream(path.join(partial, 'onnx', 'model.onnx')));
    fetched = true;
    break;
  }
  if (!fetched) throw new Error(`${id}: the model hub has no ONNX export of it (onnx/model.onnx)`);
  rmSync(folder, { recursive: true, force: true });
  renameSync(partial, folder);
}
