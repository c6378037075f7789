import { emotionStatesResponseSchema, widgetConfigSchema, type EmotionState } from 'shared-contracts';
import { createTestContext, type TestContext, testDatabase } from '../helper';
import { mediaClient } from '../media/media-client';
import { handmadePng } from '../media/media-fixtures';
import { PUBLIC_APP_OPTIONS } from './public-fixtures';
import { widgetClient } from './widget-client';

/**
 * The avatar part of GET …/config: the owner's pictures the widget draws. Emotion pictures count
 * whichever avatar is chosen (the emotion states screen promises each emotion its own picture, the
 * character's face standing in for one without); the avatar picture is the neutral one only when
 * the owner chose their own picture as the avatar.
 */
describe(`public widget config: the avatar's pictures (${testDatabase})`, () => {
  let t: TestContext;
  let media: ReturnType<typeof mediaClient>;
  let agentId: string;
  beforeAll(async () => {
    t = await createTestContext(PUBLIC_APP_OPTIONS);
    const session = await t.ownerSession();
    agentId = session.owner.agentId;
    media = mediaClient(t, session);
  });
  afterAll(async () => {
    await t?.close();
  });

  const avatarConfig = async () => widgetConfigSchema.parse((await widgetClient(t, agentId).call('GET', 'config', null)).json()).avatar;

  async function setEmotion(key: string, change: Partial<EmotionState>) {
    const { emotions } = emotionStatesResponseSchema.parse((await media.read('emotion-states')).json());
    const saved = await media.put('emotion-states', { emotions: emotions.map((emotion) => (emotion.key === key ? { ...emotion, ...change } : emotion)) });
    expect(saved.statusCode).toBe(200);
  }

  it('draws the character alone until a picture is chosen', async () => {
    expect(await avatarConfig()).toMatchObject({ kind: 'builtin', character: 'yui', images: {} });
  });

  it('sends an emotion picture with the built-in character, which stands in for every other emotion', async () => {
    const smile = await media.uploadOk(handmadePng(4, 4), '笑顔.png');
    await setEmotion('joy', { image_media_id: smile.id });
    const avatar = await avatarConfig();
    expect(avatar.kind).toBe('images');
    expect(avatar.character).toBe('yui');
    expect(Object.keys(avatar.images)).toEqual(['joy']);
    expect(avatar.images.joy).toMatch(new RegExp(`/api/v1/public/media/${agentId}/${smile.id}/`));

    // An emotion switched off shows nothing of its own.
    await setEmotion('joy', { enabled: false });
    expect(await avatarConfig()).toMatchObject({ kind: 'builtin', images: {} });
    await setEmotion('joy', { enabled: true });
  });

  it('makes the avatar picture the neutral one only when the owner chose their own picture', async () => {
    const portrait = await media.uploadOk(handmadePng(4, 8), '全身.png');
    const current = (await media.read('avatar-settings')).json() as Record<string, unknown>;
    const { updated_at: _updated, ...settings } = current;
    expect((await media.put('avatar-settings', { ...settings, source: 'media', media_id: portrait.id })).statusCode).toBe(200);
    const own = await avatarConfig();
    expect(own.kind).toBe('images');
    expect(Object.keys(own.images).sort()).toEqual(['joy', 'neutral']);
    expect(own.images.neutral).toContain(portrait.id);

    expect((await media.put('avatar-settings', { ...settings, source: 'builtin', media_id: null })).statusCode).toBe(200);
    expect(Object.keys((await avatarConfig()).images)).toEqual(['joy']);
  });
});
