import { WEEKDAYS, type BusinessHours, type FixedMessages, type FixedMessagesResponse } from 'shared-contracts';

/**
 * The form's starting point: the stored messages and hours without the timestamp, copied field by
 * field. react-hook-form copies only plain objects of its own realm, so a structuredClone made in
 * another one (as in jsdom) would be shared with the form and every edit would look pristine.
 */
export function formValuesOf(settings: FixedMessagesResponse): FixedMessages {
  const days = Object.fromEntries(
    WEEKDAYS.map((day) => {
      const hours = settings.business_hours.days[day];
      return [day, { closed: hours.closed, ranges: hours.ranges.map((range) => ({ ...range })) }];
    }),
  ) as BusinessHours['days'];
  return {
    messages: { ...settings.messages },
    images: { ...settings.images },
    business_hours: { enabled: settings.business_hours.enabled, timezone: settings.business_hours.timezone, days },
  };
}
