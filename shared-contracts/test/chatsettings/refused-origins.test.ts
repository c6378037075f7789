import { REFUSED_ORIGINS_MAX, refusedOriginsResponseSchema } from '../../src';

describe('最近拒否されたサイト', () => {
  const row = (n: number) => ({ origin: `https://site${n}.example.com`, last_seen_at: '2026-11-21T05:30:00.000Z', count: 1 });

  it(`answers at most ${REFUSED_ORIGINS_MAX} sites, each refused at least once, with an ISO time`, () => {
    const full = { data: Array.from({ length: REFUSED_ORIGINS_MAX }, (_, i) => row(i)) };
    expect(refusedOriginsResponseSchema.parse(full)).toEqual(full);
    expect(refusedOriginsResponseSchema.safeParse({ data: [...full.data, row(99)] }).success).toBe(false);
    expect(refusedOriginsResponseSchema.safeParse({ data: [{ ...row(1), count: 0 }] }).success).toBe(false);
    expect(refusedOriginsResponseSchema.safeParse({ data: [{ ...row(1), last_seen_at: '昨日' }] }).success).toBe(false);
  });
});
