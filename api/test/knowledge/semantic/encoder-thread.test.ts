/**
 * @jest-environment ./test/setup/onnx-environment.cjs
 */
import { builtinEmbedderOf } from '#src/domains/knowledge/embedding/builtin-embedder';
import { installedBuiltinModel } from '#src/domains/knowledge/embedding/model-location';

const PASSAGE = '当店ではお客様に安心してご利用いただけるよう、配送、返品、ポイントについてのご案内をまとめております。';

/**
 * The built-in model's encoder runs on a thread of its own (issue 41): onnxruntime-node runs a session
 * on the thread that calls it, and embedding a large item's passages held every visitor's request for
 * a run at a time (0.3–1 s), for minutes. The event loop must keep turning while passages are embedded,
 * and a visitor's question must not wait for the passages queued before it.
 */
describe('the built-in encoder on its own thread', () => {
  const folder = installedBuiltinModel();

  it('leaves the event loop turning while it embeds passages', async () => {
    if (!folder) throw new Error('run tooling/models/install-builtin-model.sh');
    const embedder = await builtinEmbedderOf(folder);
    await embedder.embed([PASSAGE], 'passage');
    const passages = Array.from({ length: 32 }, (_, i) => `${PASSAGE.repeat(3)}${i}`);
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    const started = performance.now();
    try {
      const vectors = await embedder.embed(passages, 'passage');
      expect(vectors).toHaveLength(32);
    } finally {
      clearInterval(timer);
    }
    const seconds = (performance.now() - started) / 1000;
    // A timer of 5 ms fires hundreds of times a second on a free event loop; while the encoder held
    // it, only between runs. Ten a second leaves room for a busy machine.
    expect(ticks).toBeGreaterThan(Math.max(10, seconds * 10));
  }, 120_000);

  it("answers a visitor's question before the passages queued ahead of it", async () => {
    if (!folder) throw new Error('run tooling/models/install-builtin-model.sh');
    const embedder = await builtinEmbedderOf(folder);
    const order: string[] = [];
    const passages = embedder.embed(Array.from({ length: 48 }, (_, i) => `${PASSAGE.repeat(3)}${i}`), 'passage').then(() => order.push('passages'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const question = embedder.embed(['返品はできますか'], 'query').then(() => order.push('question'));
    await Promise.all([passages, question]);
    expect(order).toEqual(['question', 'passages']);
  }, 120_000);
});
