import { SPAN_DAYS, spanCover } from '#src/domains/analytics/rollup-spans';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);
const isoOf = (cover: ReturnType<typeof spanCover>) => ({
  spans: cover.spans.map((span) => `${span.start.toISOString().slice(0, 10)}+${span.days}d`),
  hours: cover.hours.map(([from, before]) => `${from.toISOString()}..${before.toISOString()}`),
});

describe('spanCover', () => {
  it('reads a week in Tokyo as the hours at either end and aligned spans of the whole UTC days between', () => {
    // 2025-03-10 is day 20157 since 1970-01-01: odd, so one day, then 2 (20158), 4 (20160).
    expect(isoOf(spanCover(at('2025-03-09T15:00:00Z'), at('2025-03-16T15:00:00Z')))).toEqual({
      spans: ['2025-03-10+1d', '2025-03-11+2d', '2025-03-13+2d', '2025-03-15+1d'],
      hours: ['2025-03-09T15:00:00.000Z..2025-03-10T00:00:00.000Z', '2025-03-16T00:00:00.000Z..2025-03-16T15:00:00.000Z'],
    });
  });

  it('reads a period inside one UTC day as hours only, and an empty one as nothing', () => {
    expect(isoOf(spanCover(at('2025-03-10T15:00:00Z'), at('2025-03-11T15:00:00Z')))).toEqual({
      spans: [],
      hours: ['2025-03-10T15:00:00.000Z..2025-03-11T15:00:00.000Z'],
    });
    expect(isoOf(spanCover(at('2025-03-10T03:00:00Z'), at('2025-03-10T05:00:00Z'))).hours).toHaveLength(1);
    expect(isoOf(spanCover(at('2025-03-10T05:00:00Z'), at('2025-03-10T05:00:00Z')))).toEqual({ spans: [], hours: [] });
  });

  it('reads whole UTC days without hours', () => {
    expect(isoOf(spanCover(at('2025-03-10T00:00:00Z'), at('2025-03-12T00:00:00Z')))).toEqual({ spans: ['2025-03-10+1d', '2025-03-11+1d'], hours: [] });
  });

  it('covers every day once, with aligned spans, at most two of each length, whatever the period', () => {
    // A deterministic walk over starts and lengths up to two years.
    for (let startDay = 19_000; startDay < 19_700; startDay += 37) {
      for (const length of [1, 2, 3, 7, 30, 31, 89, 90, 91, 180, 366, 730]) {
        const from = new Date(startDay * DAY - 9 * HOUR);
        const before = new Date((startDay + length) * DAY - 9 * HOUR);
        const { spans, hours } = spanCover(from, before);
        let day = startDay;
        for (const span of spans) {
          expect(span.start.getTime()).toBe(day * DAY);
          expect(SPAN_DAYS).toContain(span.days);
          expect(day % span.days).toBe(0);
          day += span.days;
        }
        // A day in Tokyo is the end of one UTC day and the start of the next: hours only.
        expect(day).toBe(length === 1 ? startDay : startDay + length - 1);
        expect(hours.map(([a, b]) => (b.getTime() - a.getTime()) / HOUR)).toEqual(length === 1 ? [24] : [9, 15]);
        for (const days of SPAN_DAYS.slice(0, -1)) expect(spans.filter((span) => span.days === days).length).toBeLessThanOrEqual(2);
        if (length <= 91) expect(spans.length).toBeLessThanOrEqual(14);
      }
    }
  });
});
