export type RangeAnswer = { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

const SPEC = /^(\d*)-(\d*)$/;

/**
 * One byte range of an HTTP Range header (RFC 9110 §14), as players ask when seeking. A header this
 * cannot read, another unit, or several ranges at once are answered with the whole file, which the
 * RFC allows; a range wholly past the end is unsatisfiable (416).
 */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (!header) return { kind: 'full' };
  const [unit, spec = ''] = header.split('=', 2).map((part) => part.trim());
  if (unit?.toLowerCase() !== 'bytes' || spec.includes(',')) return { kind: 'full' };
  const match = SPEC.exec(spec);
  if (!match) return { kind: 'full' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'full' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return { kind: 'full' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end };
}
