// The built-in model's encoder on a thread of its own (builtin-embedder.ts starts one per model and
// process). onnxruntime-node runs a session on the thread that calls it, synchronously: on the thread
// that answers visitors, each run of 16 passages held every request for 0.3–1 s, for minutes after a
// large item was indexed (issue 41). Here a run holds nothing but this thread. Plain JavaScript, so
// that it loads the same under tsx, jest and the Docker image.
import { parentPort, workerData } from 'node:worker_threads';
import * as ort from 'onnxruntime-node';

/** @type {{ file: string, threads: number }} */
const { file, threads } = workerData;

const session = await ort.InferenceSession.create(file, { intraOpNumThreads: threads, interOpNumThreads: 1, graphOptimizationLevel: 'all' });
parentPort?.postMessage({ type: 'ready', inputNames: session.inputNames, outputNames: session.outputNames });

/** One run at a time, in the order asked (the caller sends the next when this one answers). */
parentPort?.on('message', (/** @type {{ id: number, ids: BigInt64Array, mask: BigInt64Array, dims: number[] }} */ message) => {
  const feeds = {
    input_ids: new ort.Tensor('int64', message.ids, message.dims),
    attention_mask: new ort.Tensor('int64', message.mask, message.dims),
  };
  // Hub exports of BERT-like models also take token_type_ids (all zero for one segment).
  if (session.inputNames.includes('token_type_ids')) feeds.token_type_ids = new ort.Tensor('int64', new BigInt64Array(message.ids.length), message.dims);
  session.run(feeds).then(
    (result) => {
      const hidden = result.last_hidden_state ?? result[session.outputNames[0]];
      // A copy of its own to hand over: the tensor's memory is the runtime's.
      const data = new Float32Array(/** @type {Float32Array} */ (hidden.data));
      parentPort?.postMessage({ type: 'result', id: message.id, data }, [data.buffer]);
    },
    (error) => parentPort?.postMessage({ type: 'error', id: message.id, message: error instanceof Error ? error.message : String(error) }),
  );
});
