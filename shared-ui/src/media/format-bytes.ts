const units = ['B', 'KB', 'MB', 'GB'] as const;

/** 2.4 MB, 980 KB, 12 B: sizes as file choosers show them (1 KB = 1024 bytes, like the limits). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || value >= 100 ? Math.round(value).toString() : value.toFixed(1).replace(/\.0$/, '');
  return `${shown} ${units[unit]}`;
}
