import { ANALYTICS_API_PATHS, AVATAR_SETTINGS_DEFAULTS, type AvatarSettings, analyticsSetupSchema, avatarSettingsResponseSchema } from 'shared-contracts';
import { type OwnerClient, ownerClient, refusal } from '../chatsettings/owner-client';
import { createTestContext, type OwnerSession, type TestContext, testDatabase } from '../helper';
import { mediaClient } from '../media/media-client';
import { handmadePng } from '../media/media-fixtures';

const SAVED: AvatarSettings = { source: 'builtin', builtin_character: 'pico', media_id: null, position: -250, size: 120 };
const UNKNOWN_MEDIA_ID = '0b5c1d0e-7a51-4c8e-9d55-3f0f1a2b3c4d';
const IMAGE_NOT_FOUND = 'この画像はメディアライブラリに見つかりません。削除された可能性があります。画像を選び直してください';

describe(`avatar settings (${testDatabase})`, () => {
  let t: TestContext;
  let owner: OwnerClient;
  let other: OwnerClient;
  let ownerSession: OwnerSession;
  let otherSession: OwnerSession;
  beforeAll(async () => {
    t = await createTestContext({}, { persistent: true });
    ownerSession = await t.ownerSession();
    otherSession = await t.ownerSession();
    owner = ownerClient(t, ownerSession);
    other = ownerClient(t, otherSession);
  });
  afterAll(() => t?.close());

  it('answers the defaults of SPEC §9 (position -100, size 100), with updated_at null, before the first save', async () => {
    const response = await owner.get('avatar-settings');
    expect(response.statusCode).toBe(200);
    const body = avatarSettingsResponseSchema.strict().parse(response.json());
    expect(body).toEqual({ ...AVATAR_SETTINGS_DEFAULTS, updated_at: null });
    expect([body.position, body.size]).toEqual([-100, 100]);
  });

  it('saves the whole document and answers it back', async () => {
    const response = await owner.put('avatar-settings', SAVED);
    expect(response.statusCode).toBe(200);
    const body = avatarSettingsResponseSchema.strict().parse(response.json());
    expect(body).toEqual({ ...SAVED, updated_at: expect.any(String) });
    expect((await owner.get('avatar-settings')).json()).toEqual(body);
  });

  it.each([
    [-600, 50],
    [400, 150],
    [-600, 150],
    [400, 50],
  ])('accepts position %i and size %i, the edges of SPEC §5', async (position, size) => {
    const response = await owner.put('avatar-settings', { ...SAVED, position, size });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ position, size });
  });

  it.each([
    ['position -601', { position: -601 }, 'position', 'アバターの位置は-600から400の間で入力してください'],
    ['position 401', { position: 401 }, 'position', 'アバターの位置は-600から400の間で入力してください'],
    ['size 49', { size: 49 }, 'size', 'アバターのサイズは50から150の間で入力してください'],
    ['size 151', { size: 151 }, 'size', 'アバターのサイズは50から150の間で入力してください'],
    ['a fractional position', { position: 10.5 }, 'position', 'アバターの位置は整数で入力してください'],
    ['a position as text', { position: '-100' }, 'position', 'アバターの位置を入力してください'],
    ['an unknown character', { builtin_character: 'unknown' }, 'builtin_character', '内蔵キャラクターを選んでください'],
    ['the media library without an image', { source: 'media', media_id: null }, 'media_id', 'メディアライブラリから画像を選んでください'],
  ])('refuses %s with the message the form shows, and keeps what was stored', async (_label, change, field, message) => {
    const before = (await owner.get('avatar-settings')).json();
    const response = await owner.put('avatar-settings', { ...SAVED, ...change });
    expect(refusal(response)).toEqual({ status: 400, code: 'validation_error', fields: { [field]: message } });
    expect((await owner.get('avatar-settings')).json()).toEqual(before);
  });

  it("takes an image of the owner's media library by id", async () => {
    const face = await mediaClient(t, ownerSession).uploadOk(handmadePng(4, 4), 'face.png');
    const response = await owner.put('avatar-settings', { ...SAVED, source: 'media', media_id: face.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ source: 'media', media_id: face.id, builtin_character: 'pico' });
    await owner.put('avatar-settings', SAVED);
  });

  it("refuses an id that is not an image of the owner's media library, at the field", async () => {
    const theirs = await mediaClient(t, otherSession).uploadOk(handmadePng(4, 4), 'theirs.png');
    for (const mediaId of [UNKNOWN_MEDIA_ID, theirs.id]) {
      const response = await owner.put('avatar-settings', { ...SAVED, source: 'media', media_id: mediaId });
      expect(refusal(response)).toEqual({ status: 400, code: 'validation_error', fields: { media_id: IMAGE_NOT_FOUND } });
    }
    expect((await owner.get('avatar-settings')).json()).toMatchObject(SAVED);
  });

  it("keeps one owner's avatar from another", async () => {
    expect((await other.get('avatar-settings')).json()).toEqual({ ...AVATAR_SETTINGS_DEFAULTS, updated_at: null });
    await other.put('avatar-settings', { ...SAVED, position: 399, builtin_character: 'sora' });
    expect((await owner.get('avatar-settings')).json()).toMatchObject(SAVED);
  });

  it('counts the default avatar (ゆい) saved unchanged as chosen: はじめの設定 ticks アバターを選ぶ', async () => {
    const fresh = ownerClient(t, await t.ownerSession());
    const avatarStep = async () => {
      const setup = analyticsSetupSchema.strict().parse((await fresh.get(ANALYTICS_API_PATHS.setup)).json());
      return setup.steps.find((step) => step.step === 'avatar')?.done;
    };
    const defaults = avatarSettingsResponseSchema.parse((await fresh.get('avatar-settings')).json());
    expect(defaults).toEqual({ ...AVATAR_SETTINGS_DEFAULTS, builtin_character: 'yui', updated_at: null });
    expect(await avatarStep()).toBe(false);

    const { updated_at: _never, ...unchanged } = defaults;
    const saved = await fresh.put('avatar-settings', unchanged);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...AVATAR_SETTINGS_DEFAULTS, updated_at: expect.any(String) });
    expect(await avatarStep()).toBe(true);
  });

  it('keeps the saved settings across a restart on the same database', async () => {
    const before = (await owner.get('avatar-settings')).json();
    await t.restart();
    expect((await owner.get('avatar-settings')).json()).toEqual(before);
  });

  it('needs a signed-in owner', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/avatar-settings' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/avatar-settings', payload: SAVED })).statusCode).toBe(401);
  });
});
