import { previewValuesOf } from './preview-values';

describe('previewValuesOf', () => {
  it('draws valid values as they are', () => {
    expect(previewValuesOf({ builtin_character: 'sora', position: -600, size: 150 })).toEqual({ character: 'sora', position: -600, size: 150 });
  });
  it('draws a value past a bound at the bound, while the field shows the error', () => {
    expect(previewValuesOf({ position: 401, size: 49 })).toMatchObject({ position: 400, size: 50 });
    expect(previewValuesOf({ position: -9999, size: 9999 })).toMatchObject({ position: -600, size: 150 });
  });
  it('falls back to the defaults for an emptied field', () => {
    expect(previewValuesOf({ position: Number.NaN, size: undefined, builtin_character: undefined })).toEqual({ character: 'yui', position: -100, size: 100 });
  });
});
