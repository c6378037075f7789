import { CHAT_UI_SETTINGS_DEFAULTS } from 'shared-contracts';
import { previewValuesOf } from './preview-values';

describe('previewValuesOf', () => {
  it('draws what the owner typed', () => {
    const v = previewValuesOf({
      ...CHAT_UI_SETTINGS_DEFAULTS,
      title: ' サポート ',
      theme_color: '#0EA5E9',
      launcher_side: 'left',
      launcher_offset: { x: 40, y: 8 },
    });
    expect(v).toMatchObject({ title: 'サポート', themeColor: '#0EA5E9', side: 'left', offsetX: 40, offsetY: 8 });
  });

  it('keeps drawing while a field is half typed or empty', () => {
    const v = previewValuesOf({
      ...CHAT_UI_SETTINGS_DEFAULTS,
      title: '   ',
      theme_color: '#12',
      launcher_offset: { x: Number.NaN, y: 999 },
    });
    expect(v.title).toBe(CHAT_UI_SETTINGS_DEFAULTS.title);
    expect(v.themeColor).toBe(CHAT_UI_SETTINGS_DEFAULTS.theme_color);
    expect(v.offsetX).toBe(CHAT_UI_SETTINGS_DEFAULTS.launcher_offset.x);
    expect(v.offsetY).toBe(200);
  });
});
