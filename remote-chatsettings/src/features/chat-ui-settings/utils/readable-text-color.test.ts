import { luminance, readableTextColor } from './readable-text-color';

describe('readableTextColor', () => {
  it.each([
    ['#6d28d9', '#ffffff'],
    ['#000000', '#ffffff'],
    ['#1d4ed8', '#ffffff'],
    ['#ffffff', '#1f1d2b'],
    ['#fde047', '#1f1d2b'],
    ['#a7f3d0', '#1f1d2b'],
  ])('on %s writes in %s', (background, text) => {
    expect(readableTextColor(background)).toBe(text);
  });

  it('measures luminance from 0 (black) to 1 (white)', () => {
    expect(luminance('#000000')).toBe(0);
    expect(luminance('#ffffff')).toBeCloseTo(1);
    expect(luminance('#FFFFFF')).toBeCloseTo(1);
  });
});
