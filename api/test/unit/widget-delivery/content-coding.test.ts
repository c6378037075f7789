import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compress, negotiateContentCoding } from '#src/domains/agent/widget-delivery/content-coding';
import { createCompressionCache } from '#src/domains/agent/widget-delivery/compression-cache';

describe('negotiateContentCoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br', 'br'],
    ['BR;q=1.0, GZIP', 'br'],
    ['x-gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['identity', null],
    ['deflate', null],
    ['', null],
    [undefined, null],
    ['gzip;q=2', null],
    ['gzip;q=abc, br', 'br'],
  ])('%j → %s', (header, expected) => {
    expect(negotiateContentCoding(header)).toBe(expected);
  });

  it('reads a header sent more than once', () => {
    expect(negotiateContentCoding(['identity', 'gzip'])).toBe('gzip');
  });
});

describe('compress', () => {
  const text = Buffer.from('window.x=1;'.repeat(400), 'utf8');

  it('writes brotli and gzip that decompress to the same bytes, smaller', async () => {
    const br = await compress(text, 'br');
    const gz = await compress(text, 'gzip');
    expect(brotliDecompressSync(br).equals(text)).toBe(true);
    expect(gunzipSync(gz).equals(text)).toBe(true);
    expect(br.length).toBeLessThan(text.length / 10);
    expect(gz.length).toBeLessThan(text.length / 10);
  });
});

describe('createCompressionCache', () => {
  const body = (seed: string) => Buffer.from(Array.from({ length: 300 }, (_, i) => `${seed}${(i * 7919) % 1000}`).join(','), 'utf8');

  it('compresses a key once per coding, even for requests arriving together', async () => {
    const cache = createCompressionCache({ maxBytes: 1_000_000 });
    const bytes = body('a');
    const [first, second] = await Promise.all([cache.compressed('k', bytes, 'br'), cache.compressed('k', bytes, 'br')]);
    expect(second).toBe(first);
    expect(await cache.compressed('k', bytes, 'br')).toBe(first);
    const gz = await cache.compressed('k', bytes, 'gzip');
    expect(gunzipSync(gz).equals(bytes)).toBe(true);
    expect(cache.size).toBe(first.length + gz.length);
  });

  it('drops the least recently used bodies past its byte budget', async () => {
    const one = await compress(body('x'), 'gzip');
    const cache = createCompressionCache({ maxBytes: one.length * 2 + one.length / 2 });
    const a = await cache.compressed('a', body('x'), 'gzip');
    const b = await cache.compressed('b', body('x'), 'gzip');
    // Touching a makes b the oldest.
    expect(await cache.compressed('a', body('x'), 'gzip')).toBe(a);
    await cache.compressed('c', body('x'), 'gzip');
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.size).toBe(one.length * 2);
    expect(await cache.compressed('a', body('x'), 'gzip')).toBe(a);
    expect(await cache.compressed('b', body('x'), 'gzip')).not.toBe(b);
  });
});
