const LIGHT = '#ffffff';
const DARK = '#1f1d2b';

function channel(hex: string, offset: number): number {
  const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

function contrast(a: number, b: number): number {
  const [light, dark] = a > b ? [a, b] : [b, a];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * White or near-black, whichever reads better on `background`, so a pale theme colour chosen by the
 * owner still gives a legible title and launcher icon.
 */
export function readableTextColor(background: string): string {
  const bg = luminance(background);
  return contrast(bg, luminance(LIGHT)) >= contrast(bg, luminance(DARK)) ? LIGHT : DARK;
}
