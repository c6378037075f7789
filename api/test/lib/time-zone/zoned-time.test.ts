import { addDays, dayIn, formatDateTimeIn, startOfDayIn } from '#src/lib/time-zone/zoned-time';

describe('days and times on the owner’s clock', () => {
  it('knows which day it is in Tokyo', () => {
    expect(dayIn(new Date('2026-11-25T14:59:59.999Z'), 'Asia/Tokyo')).toBe('2026-11-25');
    expect(dayIn(new Date('2026-11-25T15:00:00Z'), 'Asia/Tokyo')).toBe('2026-11-26');
  });

  it('finds where a day begins, across clock changes too', () => {
    expect(startOfDayIn('2026-11-26', 'Asia/Tokyo').toISOString()).toBe('2026-11-25T15:00:00.000Z');
    expect(startOfDayIn('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDayIn('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfDayIn('2026-11-02', 'America/New_York').toISOString()).toBe('2026-11-02T05:00:00.000Z');
    // Chile moves its clocks at midnight: the day begins at 01:00.
    expect(startOfDayIn('2026-09-06', 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });

  it('counts days over month and year ends', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-01-10', -89)).toBe('2025-10-13');
  });

  it('prints YYYY/MM/DD HH:mm:ss as the zone’s clock shows it, through two years of clock changes', () => {
    expect(formatDateTimeIn(new Date('2026-11-25T15:04:05.999Z'), 'Asia/Tokyo')).toBe('2026/11/26 00:04:05');
    for (const timeZone of ['Asia/Tokyo', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu']) {
      const reference = new Intl.DateTimeFormat('sv-SE', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      });
      const wrong: string[] = [];
      for (let ms = Date.UTC(2025, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 5 * 60 * 60 * 1000 + 7_001) {
        const expected = reference.format(new Date(ms)).replaceAll('-', '/');
        if (formatDateTimeIn(new Date(ms), timeZone) !== expected) wrong.push(expected);
      }
      expect({ timeZone, wrong }).toEqual({ timeZone, wrong: [] });
    }
  });
});
