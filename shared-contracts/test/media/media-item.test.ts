import {
  MEDIA_MAX_BYTES,
  MEDIA_MAX_BYTES_ANY,
  mediaAcceptOf,
  mediaDeleteQuerySchema,
  mediaFormatsOf,
  mediaListQuerySchema,
  mediaUpdateRequestSchema as update,
  mediaUploadMessages,
} from '../../src';
import { expectAccepted, expectRefused, times } from '../chatsettings/expect-issues';

describe('media limits and formats', () => {
  it('allows 10 MB images, 100 MB videos, 20 MB sounds and PDFs', () => {
    expect(MEDIA_MAX_BYTES).toEqual({ image: 10485760, video: 104857600, audio: 20971520, pdf: 20971520 });
    expect(MEDIA_MAX_BYTES_ANY).toBe(104857600);
  });

  it('names every accepted format in the refusal, and SVG with its reason', () => {
    expect(mediaUploadMessages.unsupported).toBe(
      'この形式のファイルはアップロードできません（対応形式: PNG・JPEG・WebP・GIF・MP4・WebM・MP3・WAV・PDF）',
    );
    expect(mediaUploadMessages.svg).toContain('スクリプトを含められるため');
    expect(mediaUploadMessages.tooLarge('video')).toBe('動画ファイルは1つ100MBまでです。サイズを小さくしてからアップロードしてください');
  });

  it('lists the formats of one kind and the accept attribute of some kinds', () => {
    expect(mediaFormatsOf('image')).toEqual(['png', 'jpeg', 'webp', 'gif']);
    expect(mediaAcceptOf(['audio'])).toBe('audio/mpeg,.mp3,audio/wav,.wav');
    expect(mediaAcceptOf()).not.toContain('svg');
  });
});

describe('mediaUpdateRequestSchema', () => {
  it('takes a new name, new tags or both', () => {
    expectAccepted(update, { name: '店舗外観.jpg' });
    expectAccepted(update, { tags: ['店舗', 'トップ'] });
    expect(update.parse({ name: '  ロゴ ', tags: [' 夏 '] })).toEqual({ name: 'ロゴ', tags: ['夏'] });
  });

  it('refuses a body that changes nothing', () => {
    expectRefused(update, {}, [], '変更する名前かタグを送ってください');
  });

  it('bounds the name at 100 characters on one line', () => {
    expectAccepted(update, { name: times('画', 100) });
    expectRefused(update, { name: times('画', 101) }, ['name'], '名前は100文字以内で入力してください');
    expectRefused(update, { name: '' }, ['name'], '名前を入力してください');
    expectRefused(update, { name: 'a\nb' }, ['name'], '名前に改行は入れられません');
  });

  it('bounds tags at 20, each at 30 characters, without duplicates', () => {
    expectAccepted(update, { tags: Array.from({ length: 20 }, (_, i) => `タグ${i}`) });
    expectRefused(update, { tags: Array.from({ length: 21 }, (_, i) => `タグ${i}`) }, ['tags'], 'タグは20個までです');
    expectRefused(update, { tags: [times('あ', 31)] }, ['tags', 0], 'タグは30文字以内で入力してください');
    expectRefused(update, { tags: ['Summer', 'ｓｕｍｍｅｒ'] }, ['tags', 1], 'タグ「ｓｕｍｍｅｒ」はすでに付いています');
  });
});

describe('mediaListQuerySchema', () => {
  it('defaults to the list query of SPEC §9 with no filters', () => {
    expect(mediaListQuerySchema.parse({})).toEqual({ page: 1, limit: 50, sort_by: 'created_at', sort_order: 'desc', q: '', kind: '', tag: '' });
  });

  it('takes a kind and a tag, and refuses an unknown kind', () => {
    expect(mediaListQuerySchema.parse({ kind: 'video', tag: ' 店舗 ' })).toMatchObject({ kind: 'video', tag: '店舗' });
    expectRefused(mediaListQuerySchema, { kind: 'svg' }, ['kind'], '種類の指定が正しくありません');
  });
});

describe('mediaDeleteQuerySchema', () => {
  it('deletes an item in use only when force is true', () => {
    expect(mediaDeleteQuerySchema.parse({})).toEqual({ force: false });
    expect(mediaDeleteQuerySchema.parse({ force: 'true' })).toEqual({ force: true });
    expect(mediaDeleteQuerySchema.safeParse({ force: 'yes' }).success).toBe(false);
  });
});
