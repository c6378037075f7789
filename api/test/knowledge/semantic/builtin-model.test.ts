/**
 * @jest-environment ./test/setup/onnx-environment.cjs
 */
import { builtinEmbedderOf } from '#src/domains/knowledge/embedding/builtin-embedder';
import { installedBuiltinModel } from '#src/domains/knowledge/embedding/model-location';

const dot = (a: Float32Array, b: Float32Array) => a.reduce((sum, x, i) => sum + x * (b[i] as number), 0);

/**
 * The real built-in model (multilingual-e5-small, installed by tooling/models/install-builtin-model.sh,
 * which `./run test` runs first): it loads, embeds unit vectors of its dimension, and puts a
 * question nearer the Q&A pair that answers it in other words than the pairs that do not.
 */
describe('the built-in embedding model', () => {
  const folder = installedBuiltinModel();

  it('is installed by the test command', () => {
    expect(folder).not.toBeNull();
  });

  it('embeds questions and passages as unit vectors, nearest by meaning', async () => {
    if (!folder) throw new Error('run tooling/models/install-builtin-model.sh');
    const embedder = await builtinEmbedderOf(folder);
    expect(embedder.model).toBe('builtin:multilingual-e5-small');
    expect(embedder.dimensions).toBe(384);
    const [question] = await embedder.embed(['車で行っても停めるとこある？'], 'query');
    const pairs = await embedder.embed(['駐車場はありますか\n店舗横に3台分の駐車場があります。', '支払い方法は何がありますか\n現金とクレジットカードが使えます。', '定休日はいつですか\n毎週月曜日が定休日です。'], 'query');
    if (!question) throw new Error('no vector');
    expect(Math.hypot(...question)).toBeCloseTo(1, 5);
    const [parking, payment, closed] = pairs.map((p) => dot(question, p));
    expect(parking).toBeGreaterThan(payment as number);
    expect(parking).toBeGreaterThan(closed as number);
    // One text in a batch embeds as it does alone (padding is masked).
    const [alone] = await embedder.embed(['定休日はいつですか\n毎週月曜日が定休日です。'], 'query');
    if (!alone || !pairs[2]) throw new Error('no vector');
    expect(dot(alone, pairs[2])).toBeCloseTo(1, 4);
  });

  it('embeds questions asked at once together, each as it would alone', async () => {
    if (!folder) throw new Error('run tooling/models/install-builtin-model.sh');
    const embedder = await builtinEmbedderOf(folder);
    const questions = ['駐車場はありますか', '車で行っても停めるとこある？', 'ワイファイ使える？', '予約なしでも入れますか', '子ども連れでも大丈夫？'];
    const alone: Float32Array[] = [];
    for (const q of questions) alone.push(((await embedder.embed([q], 'query')) as Float32Array[])[0] as Float32Array);
    const together = await Promise.all(questions.map(async (q) => ((await embedder.embed([q], 'query')) as Float32Array[])[0] as Float32Array));
    together.forEach((vector, i) => expect(dot(vector, alone[i] as Float32Array)).toBeCloseTo(1, 4));
  });

  it('cuts a long passage to its first tokens rather than failing', async () => {
    if (!folder) throw new Error('run tooling/models/install-builtin-model.sh');
    const embedder = await builtinEmbedderOf(folder);
    const long = '当店ではお客様に安心してご利用いただけるよう、さまざまなサービスをご用意しております。'.repeat(60);
    expect(embedder.tokens(long, 'passage').length).toBe(256);
    const [vector] = await embedder.embed([long], 'passage');
    expect(vector).toHaveLength(384);
  });
});
