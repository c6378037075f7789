import {
  AVATAR_POSITION_DEFAULT,
  AVATAR_POSITION_MAX,
  AVATAR_POSITION_MIN,
  AVATAR_SETTINGS_DEFAULTS,
  AVATAR_SIZE_DEFAULT,
  AVATAR_SIZE_MAX,
  AVATAR_SIZE_MIN,
  BUILTIN_CHARACTERS,
  avatarSettingsRequestSchema as schema,
  avatarSettingsResponseSchema,
} from '../../src';
import { expectAccepted, expectRefused } from '../chatsettings/expect-issues';

const valid = AVATAR_SETTINGS_DEFAULTS;
const withField = (patch: Record<string, unknown>) => ({ ...valid, ...patch });
const MEDIA_ID = '0b5c1d0e-7a51-4c8e-9d55-3f0f1a2b3c4d';

describe('avatarSettingsRequestSchema', () => {
  it('has the defaults of SPEC §9: position -100, size 100, a built-in character', () => {
    expect(AVATAR_POSITION_DEFAULT).toBe(-100);
    expect(AVATAR_SIZE_DEFAULT).toBe(100);
    expect(valid).toEqual({ source: 'builtin', builtin_character: 'yui', media_id: null, position: -100, size: 100 });
    expect(schema.parse(valid)).toEqual(valid);
  });

  describe('position: -600 to 400 (SPEC §5)', () => {
    it('has the bounds of SPEC §9', () => {
      expect([AVATAR_POSITION_MIN, AVATAR_POSITION_MAX]).toEqual([-600, 400]);
    });
    it.each([-600, -599, 0, 399, 400])('accepts %i', (position) => expectAccepted(schema, withField({ position })));
    it.each([-601, 401, -10_000, 10_000])('refuses %i with the message', (position) =>
      expectRefused(schema, withField({ position }), ['position'], 'アバターの位置は-600から400の間で入力してください'));
    it('refuses a fraction', () =>
      expectRefused(schema, withField({ position: -100.5 }), ['position'], 'アバターの位置は整数で入力してください'));
    it.each([Number.NaN, undefined, '-100', null])('asks for a value when given %j', (position) =>
      expectRefused(schema, withField({ position }), ['position'], 'アバターの位置を入力してください'));
  });

  describe('size: 50 to 150 (SPEC §5)', () => {
    it('has the bounds of SPEC §9', () => {
      expect([AVATAR_SIZE_MIN, AVATAR_SIZE_MAX]).toEqual([50, 150]);
    });
    it.each([50, 51, 100, 149, 150])('accepts %i', (size) => expectAccepted(schema, withField({ size })));
    it.each([49, 151, 0, -100])('refuses %i with the message', (size) =>
      expectRefused(schema, withField({ size }), ['size'], 'アバターのサイズは50から150の間で入力してください'));
    it('refuses a fraction', () => expectRefused(schema, withField({ size: 99.9 }), ['size'], 'アバターのサイズは整数で入力してください'));
    it('asks for a value when the field is emptied', () =>
      expectRefused(schema, withField({ size: Number.NaN }), ['size'], 'アバターのサイズを入力してください'));
  });

  describe('source', () => {
    it('offers each built-in character by id', () => {
      expect(BUILTIN_CHARACTERS.map((c) => [c.id, c.name])).toEqual([
        ['yui', 'ゆい'],
        ['sora', 'そら'],
        ['pico', 'ピコ'],
      ]);
      for (const { id } of BUILTIN_CHARACTERS) expectAccepted(schema, withField({ builtin_character: id }));
      expectRefused(schema, withField({ builtin_character: 'goku' }), ['builtin_character'], '内蔵キャラクターを選んでください');
    });
    it('takes a media library image by its uuid', () => {
      expectAccepted(schema, withField({ source: 'media', media_id: MEDIA_ID }));
      expectRefused(schema, withField({ source: 'media', media_id: 'image.png' }), ['media_id'], 'IDの形式が正しくありません');
    });
    it('needs an image when the media library is the source, and none otherwise', () => {
      expectRefused(schema, withField({ source: 'media', media_id: null }), ['media_id'], 'メディアライブラリから画像を選んでください');
      expectAccepted(schema, withField({ source: 'builtin', media_id: MEDIA_ID }));
    });
    it('refuses an unknown source', () =>
      expectRefused(schema, withField({ source: 'url' }), ['source'], 'アバターの種類を選んでください'));
  });
});

describe('avatarSettingsResponseSchema', () => {
  it('answers the settings with updated_at, null before the first save', () => {
    expectAccepted(avatarSettingsResponseSchema, { ...valid, updated_at: null });
    expect(avatarSettingsResponseSchema.safeParse(valid).success).toBe(false);
  });
});
