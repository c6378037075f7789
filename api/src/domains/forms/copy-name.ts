import { FORM_NAME_MAX } from 'shared-contracts';
import { copySuffix } from './messages';

const graphemes = new Intl.Segmenter('ja', { granularity: 'grapheme' });

/** 「資料請求」 → 「資料請求のコピー」; a long name gives way so the copy still fits the name limit. */
export function copyName(name: string): string {
  const room = FORM_NAME_MAX - Array.from(graphemes.segment(copySuffix)).length;
  const kept = Array.from(graphemes.segment(name), (piece) => piece.segment).slice(0, room).join('');
  return `${kept}${copySuffix}`;
}
