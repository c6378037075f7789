import { labels } from '../labels';
import { useDateTimeFormat } from './use-date-time-format';

/** A time as the lists and details print it, on the owner's clock; its tooltip names that clock when the browser's differs. */
export function DateTime({ iso }: { iso: string }) {
  const { format, differingZone } = useDateTimeFormat();
  const text = format(iso);
  return (
    <time dateTime={iso} title={differingZone === null ? undefined : labels.timeZone.title(text, differingZone)}>
      {text}
    </time>
  );
}
