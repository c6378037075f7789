import { daySpans } from '#src/domains/analytics/analytics-repository';

const at = (iso: string) => new Date(iso);
const iso = (spans: ReturnType<typeof daySpans>) => ({
  days: spans.days?.map((d) => d.toISOString()) ?? null,
  hours: spans.hours.map(([a, b]) => [a.toISOString(), b.toISOString()]),
});

describe('daySpans', () => {
  it('reads a Tokyo week as its whole UTC days and the two ragged ends', () => {
    expect(iso(daySpans(at('2025-03-09T15:00:00Z'), at('2025-03-16T15:00:00Z')))).toEqual({
      days: ['2025-03-10T00:00:00.000Z', '2025-03-16T00:00:00.000Z'],
      hours: [
        ['2025-03-09T15:00:00.000Z', '2025-03-10T00:00:00.000Z'],
        ['2025-03-16T00:00:00.000Z', '2025-03-16T15:00:00.000Z'],
      ],
    });
  });

  it('reads one Tokyo day, which spans two UTC days without holding one, as hours', () => {
    expect(iso(daySpans(at('2025-03-10T15:00:00Z'), at('2025-03-11T15:00:00Z')))).toEqual({
      days: null,
      hours: [['2025-03-10T15:00:00.000Z', '2025-03-11T15:00:00.000Z']],
    });
  });

  it('has no ragged end where a bound is a UTC midnight', () => {
    expect(iso(daySpans(at('2025-03-10T00:00:00Z'), at('2025-03-12T00:00:00Z')))).toEqual({
      days: ['2025-03-10T00:00:00.000Z', '2025-03-12T00:00:00.000Z'],
      hours: [],
    });
  });
});
