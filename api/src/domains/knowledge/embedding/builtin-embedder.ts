import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { Tokenizer } from '@huggingface/tokenizers';
import type { EmbedKind, Embedder } from '../retrieval/embedder';
import { type ModelManifest, readManifest } from './model-manifest';

/**
 * A passage is cut at this many tokens before it is embedded. The encoder's cost grows with the
 * tokens (about 7 GFLOP for a 160-token passage with e5-small: 75 ms on two cores of this machine),
 * and a passage's first 256 tokens (about 300 Japanese characters) say what it is about; the BM25
 * index still reads it whole.
 */
export const PASSAGE_TOKENS_MAX = 256;
/** Texts per run of the encoder: a batch pads to its longest text, so texts are sorted by length first. */
const BATCH_TEXTS = 16;
/**
 * Passages per run: a visitor's question waits for the run in flight, and a run of 16 passages of
 * 256 tokens took 0.3 s on an idle machine, 1 s on a busy one; a run of 4 costs as much a passage.
 */
const PASSAGE_BATCH_TEXTS = 4;

/**
 * The encoder's session on a worker thread of its own (encoder-worker.mjs): onnxruntime-node runs
 * on the thread that calls it, and a run of 16 passages held the event loop for 0.3–1 s. Runs go one
 * at a time, visitors' questions before passages; the worker keeps the process alive only while a
 * run is in flight.
 */
class EncoderThread {
  private nextId = 0;
  private inFlight: { id: number; resolve: (data: Float32Array) => void; reject: (error: unknown) => void } | null = null;
  private readonly queue: { priority: boolean; job: { ids: BigInt64Array<ArrayBuffer>; mask: BigInt64Array<ArrayBuffer>; dims: number[] }; resolve: (data: Float32Array) => void; reject: (error: unknown) => void }[] = [];
  private failed: Error | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: { type: 'result'; id: number; data: Float32Array } | { type: 'error'; id: number; message: string }) => {
      const run = this.inFlight;
      if (!run || run.id !== message.id) return;
      this.inFlight = null;
      if (message.type === 'result') run.resolve(message.data);
      else run.reject(new Error(`the encoder failed: ${message.message}`));
      this.pump();
    });
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => this.fail(new Error(`the encoder's thread ended (${code})`)));
  }

  static start(file: string, threads: number): Promise<EncoderThread> {
    const worker = new Worker(path.join(__dirname, 'encoder-worker.mjs'), { workerData: { file, threads } });
    return new Promise((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      worker.once('error', onError);
      worker.once('message', () => {
        worker.off('error', onError);
        worker.unref();
        resolve(new EncoderThread(worker));
      });
    });
  }

  /** The last hidden state of a batch ([rows, length, dimensions], flat). */
  run(job: { ids: BigInt64Array<ArrayBuffer>; mask: BigInt64Array<ArrayBuffer>; dims: number[] }, priority: boolean): Promise<Float32Array> {
    if (this.failed) return Promise.reject(this.failed);
    return new Promise((resolve, reject) => {
      this.queue.push({ priority, job, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    if (this.inFlight || this.queue.length === 0) {
      if (!this.inFlight) this.worker.unref();
      return;
    }
    const index = Math.max(0, this.queue.findIndex((entry) => entry.priority));
    const [next] = this.queue.splice(index, 1);
    if (!next) return;
    const id = (this.nextId += 1);
    this.inFlight = { id, resolve: next.resolve, reject: next.reject };
    this.worker.ref();
    this.worker.postMessage({ id, ...next.job }, [next.job.ids.buffer, next.job.mask.buffer]);
  }

  private fail(error: Error): void {
    this.failed ??= error;
    const waiting = [...(this.inFlight ? [this.inFlight] : []), ...this.queue];
    this.inFlight = null;
    this.queue.length = 0;
    for (const run of waiting) run.reject(error);
  }
}

/**
 * The built-in model, run in this process by ONNX Runtime on a thread of its own (a run never blocks
 * the event loop) with the model's own tokenizer: no network at answer time. One session per model
 * folder and process, however many apps the process builds (tests, benches).
 */
export class BuiltinEmbedder implements Embedder {
  readonly model: string;
  readonly dimensions: number;

  private constructor(
    private readonly encoder: EncoderThread,
    private readonly tokenizer: Tokenizer,
    readonly manifest: ModelManifest,
  ) {
    this.model = `builtin:${manifest.name}`;
    this.dimensions = manifest.dimensions;
  }

  static async load(folder: string, threads = 1): Promise<BuiltinEmbedder> {
    const manifest = readManifest(folder, null);
    const tokenizerConfigFile = path.join(folder, 'tokenizer_config.json');
    const tokenizer = new Tokenizer(
      JSON.parse(readFileSync(path.join(folder, 'tokenizer.json'), 'utf8')) as object,
      existsSync(tokenizerConfigFile) ? (JSON.parse(readFileSync(tokenizerConfigFile, 'utf8')) as object) : {},
    );
    const onnxFile = ['model.onnx', 'model_quantized.onnx'].map((f) => path.join(folder, 'onnx', f)).find((f) => existsSync(f));
    if (!onnxFile) throw new Error(`${folder}: no onnx/model.onnx`);
    return new BuiltinEmbedder(await EncoderThread.start(onnxFile, threads), tokenizer, manifest);
  }

  /** The token ids the model reads for a text (with its prefix and special tokens), cut to the limit. */
  tokens(text: string, kind: EmbedKind): number[] {
    const prefix = kind === 'query' ? this.manifest.queryPrefix : this.manifest.passagePrefix;
    const ids = this.tokenizer.encode(prefix + text).ids;
    const limit = Math.min(this.manifest.maxTokens, kind === 'passage' ? PASSAGE_TOKENS_MAX : this.manifest.maxTokens);
    return ids.length <= limit ? ids : [...ids.slice(0, limit - 1), ids[ids.length - 1] as number];
  }

  /**
   * Visitors' questions waiting for the encoder. While one run is in flight the next questions
   * gather and go together in the following run: one matrix product over 16 short questions costs
   * little more than over one (the encoder's weights are read once), so under load each question
   * costs a fraction of a run, and alone it waits for nothing.
   */
  private readonly waiting: { ids: number[]; resolve: (vector: Float32Array) => void; reject: (error: unknown) => void }[] = [];
  private draining = false;

  async embed(texts: readonly string[], kind: EmbedKind, signal?: AbortSignal): Promise<Float32Array[]> {
    if (kind === 'query' && texts.length === 1) {
      signal?.throwIfAborted();
      const ids = this.tokens(texts[0] as string, kind);
      return [await new Promise<Float32Array>((resolve, reject) => {
        this.waiting.push({ ids, resolve, reject });
        void this.drain();
      })];
    }
    return this.embedBatches(texts, kind, signal);
  }

  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting.splice(0, BATCH_TEXTS);
        try {
          const vectors = await this.run(batch.map((b) => b.ids), true);
          batch.forEach((b, i) => b.resolve(vectors[i] as Float32Array));
        } catch (error) {
          for (const b of batch) b.reject(error);
        }
      }
    } finally {
      this.draining = false;
    }
  }

  private async embedBatches(texts: readonly string[], kind: EmbedKind, signal?: AbortSignal): Promise<Float32Array[]> {
    const encoded = texts.map((text, index) => ({ index, ids: this.tokens(text, kind) }));
    const order = [...encoded].sort((a, b) => a.ids.length - b.ids.length);
    const out: Float32Array[] = new Array<Float32Array>(texts.length);
    const size = kind === 'query' ? BATCH_TEXTS : PASSAGE_BATCH_TEXTS;
    for (let start = 0; start < order.length; start += size) {
      signal?.throwIfAborted();
      const batch = order.slice(start, start + size);
      const vectors = await this.run(batch.map((b) => b.ids), kind === 'query');
      batch.forEach((b, i) => (out[b.index] = vectors[i] as Float32Array));
    }
    return out;
  }

  /** `priority`: a visitor's question, which goes before the passages waiting. */
  private async run(batch: number[][], priority: boolean): Promise<Float32Array[]> {
    const length = Math.max(...batch.map((ids) => ids.length));
    const ids = new BigInt64Array(batch.length * length);
    const mask = new BigInt64Array(batch.length * length);
    batch.forEach((row, r) =>
      row.forEach((id, c) => {
        ids[r * length + c] = BigInt(id);
        mask[r * length + c] = 1n;
      }),
    );
    // The worker adds token_type_ids where the model takes them (hub exports of BERT-like models).
    const data = await this.encoder.run({ ids, mask, dims: [batch.length, length] }, priority);
    const size = this.dimensions;
    return batch.map((row, r) => {
      const vector = new Float32Array(size);
      const count = this.manifest.pooling === 'cls' ? 1 : row.length;
      for (let t = 0; t < count; t += 1) {
        const base = (r * length + t) * size;
        for (let k = 0; k < size; k += 1) vector[k] = (vector[k] as number) + (data[base + k] as number);
      }
      return normalise(vector);
    });
  }
}

export function normalise(vector: Float32Array): Float32Array {
  let sum = 0;
  for (const x of vector) sum += x * x;
  const norm = Math.sqrt(sum) || 1;
  for (let k = 0; k < vector.length; k += 1) vector[k] = (vector[k] as number) / norm;
  return vector;
}

const loaded = new Map<string, Promise<BuiltinEmbedder>>();

/** The process's one embedder of a model folder, loaded on first use (about 3 s and 800 MB for e5-small). */
export function builtinEmbedderOf(folder: string): Promise<BuiltinEmbedder> {
  let embedder = loaded.get(folder);
  if (!embedder) {
    embedder = BuiltinEmbedder.load(folder);
    embedder.catch(() => loaded.delete(folder));
    loaded.set(folder, embedder);
  }
  return embedder;
}
