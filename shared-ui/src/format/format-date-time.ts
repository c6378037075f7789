const formatter = new Intl.DateTimeFormat('ja-JP', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** 2026/11/21 14:30, in the owner's time zone. */
export function formatDateTime(iso: string): string {
  return formatter.format(new Date(iso));
}
