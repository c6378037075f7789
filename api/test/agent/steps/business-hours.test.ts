import { BUSINESS_HOURS_DEFAULTS, type BusinessHours } from 'shared-contracts';
import { isWithinBusinessHours, localTime } from '#src/domains/agent/steps/business-hours';

const on: BusinessHours = { ...BUSINESS_HOURS_DEFAULTS, enabled: true };

describe('business hours', () => {
  it('answers at any hour while business hours are off', () => {
    expect(isWithinBusinessHours(BUSINESS_HOURS_DEFAULTS, new Date('2026-11-22T03:00:00Z'))).toBe(true);
  });

  it('reads the clock of the owner’s timezone', () => {
    // 2026-11-23 is a Monday; 00:30 UTC is 09:30 in Tokyo.
    expect(localTime(new Date('2026-11-23T00:30:00Z'), 'Asia/Tokyo')).toEqual({ day: 'mon', minutes: 570 });
    expect(isWithinBusinessHours(on, new Date('2026-11-23T00:30:00Z'))).toBe(true);
    expect(isWithinBusinessHours(on, new Date('2026-11-22T23:59:00Z'))).toBe(false);
  });

  it('opens inclusive and closes exclusive, and keeps closed days closed', () => {
    expect(isWithinBusinessHours(on, new Date('2026-11-23T00:00:00Z'))).toBe(true); // Mon 09:00
    expect(isWithinBusinessHours(on, new Date('2026-11-23T09:00:00Z'))).toBe(false); // Mon 18:00
    expect(isWithinBusinessHours(on, new Date('2026-11-21T03:00:00Z'))).toBe(false); // Sat 12:00
  });

  it('honours several ranges a day and other timezones', () => {
    const split: BusinessHours = {
      ...on,
      timezone: 'America/New_York',
      days: { ...on.days, mon: { closed: false, ranges: [{ open: '09:00', close: '12:00' }, { open: '13:00', close: '24:00' }] } },
    };
    expect(isWithinBusinessHours(split, new Date('2026-11-23T17:30:00Z'))).toBe(false); // 12:30 in New York
    expect(isWithinBusinessHours(split, new Date('2026-11-24T04:59:00Z'))).toBe(true); // Mon 23:59
  });
});
