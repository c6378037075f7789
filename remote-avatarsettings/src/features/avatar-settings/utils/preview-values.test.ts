import { previewValuesOf } from './preview-values';

describe('previewValuesOf', () => {
  it('draws valid values as they are', () => {
    expect(previewValuesOf({ builtin_character: 'sora', position: -600, size: 150 })).toEqual({ character: 'sora', mediaId: null, position: -600, size: 150 });
  });
  it('draws a value past a bound at the bound, while the field shows the error', () => {
    expect(previewValuesOf({ position: 401, size: 49 })).toMatchObject({ position: 400, size: 50 });
    expect(previewValuesOf({ position: -9999, size: 9999 })).toMatchObject({ position: -600, size: 150 });
  });
  it('draws the library image only while the library is the source', () => {
    const id = '0b5c1d0e-7a51-4c8e-9d55-3f0f1a2b3c4d';
    expect(previewValuesOf({ source: 'media', media_id: id }).mediaId).toBe(id);
    expect(previewValuesOf({ source: 'builtin', media_id: id }).mediaId).toBeNull();
  });
  it('falls back to the defaults for an emptied field', () => {
    expect(previewValuesOf({ position: Number.NaN, size: undefined, builtin_character: undefined })).toEqual({ character: 'yui', mediaId: null, position: -100, size: 100 });
  });
});
