// アバター設定 as visitors meet it: the owner changes the character, the position, the size and an
// emotion's picture in the console, watches the previews (the widget's own avatar) follow before
// saving, saves, reloads; then the widget on a plain shop site of another origin draws the avatar
// with those settings, at the box and place they say, and shows the emotion's picture for an answer.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { crc32, deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { signedOutContext, browserSession } from '../harness/browser.ts';
import { expectScreen, visible } from '../harness/console.ts';
import { harnessInfo } from '../harness/harness-info.ts';
import { ownerApi } from '../harness/owner-api.ts';
import { snap } from '../harness/screenshots.ts';
import { ask, chat, openChat, WIDGET_TIMEOUT_MS } from '../harness/widget-page.ts';
import { freshAgent } from '../harness/agent-baseline.ts';

const { hostUrl, apiUrl, demo, widget } = harnessInfo();
const owner = ownerApi(apiUrl, demo);
const INDEXED_MS = 60_000;
const SITE_VIEWPORT = { width: 1440, height: 900 };
const SETTINGS = { character: { id: 'pico', name: 'ピコ' }, position: -520, size: 130 };
/** 130% of the widget's 160 px base box. */
const BOX = 208;
const POINTS = {
  question: 'ポイントカードはありますか',
  alternatives: ['ポイントはたまりますか'],
  answer: 'はい、お買い物100円ごとに1ポイントがたまるポイントカードをご用意しています。',
  emotion: 'joy',
};

/** A small opaque PNG of one colour, made here so the suite needs no image files. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 6;
  const row = Buffer.alloc(1 + width * 4);
  for (let x = 0; x < width; x += 1) row.set([...rgb, 0xff], 1 + x * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function waitForAttribute(page: Page, locator: Locator, name: string, value: string) {
  await locator.and(page.locator(`[${name}="${value}"]`)).waitFor({ state: 'attached', timeout: WIDGET_TIMEOUT_MS });
}

describe('avatar settings, seen in the widget', { timeout: 300_000 }, () => {
  const session = browserSession();
  let joyImageUrl = '';
  let itemId = '';
  let launcherAt: { side: 'right' | 'left'; x: number; y: number } = { side: 'right', x: 24, y: 24 };
  const saved: Record<string, Record<string, unknown>> = {};

  before(async () => {
    await freshAgent();
    for (const path of ['avatar-settings', 'emotion-states', 'url-settings', 'detail-ai-settings']) {
      const { updated_at: _updated, api_key_status: _status, ...current } = await owner.json<Record<string, unknown>>('GET', path);
      saved[path] = current;
    }
    await owner.json('PUT', 'url-settings', { restrict_origins: false, allowed_origins: [], page_rules: [] });
    await owner.json('PUT', 'detail-ai-settings', { ...saved['detail-ai-settings'], engine: { type: 'builtin' } });
    await owner.json('PUT', 'avatar-settings', { ...saved['avatar-settings'], source: 'builtin', media_id: null, builtin_character: 'yui', position: -100, size: 100 });
    const emotions = (saved['emotion-states']?.emotions ?? []) as { key: string; enabled: boolean; image_media_id: string | null }[];
    await owner.json('PUT', 'emotion-states', { emotions: emotions.map((e) => ({ ...e, image_media_id: e.key === 'joy' ? null : e.image_media_id, enabled: e.enabled || e.key === 'joy' })) });
    const chatUi = await owner.json<{ launcher_side: 'right' | 'left'; launcher_offset: { x: number; y: number }; show_avatar: boolean }>('GET', 'chat-ui-settings');
    assert.equal(chatUi.show_avatar, true, 'the chat UI settings show the avatar');
    launcherAt = { side: chatUi.launcher_side, x: chatUi.launcher_offset.x, y: chatUi.launcher_offset.y };

    const item = await owner.json<{ id: string }>('POST', 'knowledge-items', { type: 'qa', ...POINTS });
    itemId = item.id;
    const deadline = Date.now() + INDEXED_MS;
    while ((await owner.json<{ status: string }>('GET', `knowledge-items/${item.id}`)).status !== 'ready') {
      assert.ok(Date.now() < deadline, 'the Q&A is indexed');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });

  after(async () => {
    for (const [path, body] of Object.entries(saved)) await owner.json('PUT', path, body);
    if (itemId) await owner.request('DELETE', `knowledge-items/${itemId}`);
  });

  test('character, position and size: the preview (the widget’s avatar) follows before saving, and the values stay after a reload', async () => {
    const { page } = session;
    await page.goto(`${hostUrl}/avatarsettings`);
    await expectScreen(page, 'アバター設定');
    const preview = page.getByTestId('avatar-page-preview');
    const avatarBox = page.getByTestId('avatar-page-preview-avatar');
    const position = page.getByRole('spinbutton', { name: '位置' });
    const size = page.getByRole('spinbutton', { name: 'サイズ' });
    await visible(position);
    // The character picker draws each character with the widget's avatar too.
    await visible(page.getByRole('radio', { name: new RegExp(SETTINGS.character.name) }));
    await page.locator(`.avatar-chat-avatar svg[data-character="${SETTINGS.character.id}"]`).first().waitFor({ state: 'attached' });

    await page.getByRole('radio', { name: new RegExp(SETTINGS.character.name) }).check();
    await position.fill(String(SETTINGS.position));
    await size.fill(String(SETTINGS.size));
    await waitForAttribute(page, preview, 'data-position', String(SETTINGS.position));
    await waitForAttribute(page, preview, 'data-size', String(SETTINGS.size));
    await avatarBox.locator(`.avatar-chat-avatar svg[data-character="${SETTINGS.character.id}"]`).waitFor({ state: 'attached' });
    assert.equal(await avatarBox.getAttribute('width'), String(BOX));
    // Its centre 520 px inside the launcher's centre, in the 1280 px window the preview draws.
    const x = Number(await avatarBox.getAttribute('x'));
    const launcherCentre = launcherAt.side === 'right' ? 1280 - launcherAt.x - 28 : launcherAt.x + 28;
    assert.equal(x + BOX / 2, launcherCentre + (launcherAt.side === 'right' ? SETTINGS.position : -SETTINGS.position));
    await snap(page, 'avatar-in-widget-settings');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await visible(page.getByText('保存しました', { exact: true }));

    await page.reload();
    await visible(position);
    assert.equal(await position.inputValue(), String(SETTINGS.position));
    assert.equal(await size.inputValue(), String(SETTINGS.size));
    assert.equal(await page.getByRole('radio', { name: new RegExp(SETTINGS.character.name) }).isChecked(), true);
    await avatarBox.locator(`svg[data-character="${SETTINGS.character.id}"]`).waitFor({ state: 'attached' });
  });

  test('an emotion’s picture: the emotion states preview shows it at once, and after saving and a reload', async () => {
    const { page } = session;
    await page.goto(`${hostUrl}/avatarsettings/emotionstates`);
    await expectScreen(page, '感情設定');
    const joy = page.getByRole('listitem', { name: '喜び', exact: true });
    await visible(joy);
    const face = joy.getByRole('img', { name: '「喜び」のプレビュー' });
    // Before: the chosen character's joyful face, drawn by the widget's avatar.
    await face.locator(`.avatar-chat-avatar[data-expression="joy"] svg[data-character="${SETTINGS.character.id}"]`).waitFor({ state: 'attached' });

    await joy.getByRole('button', { name: '画像を選択' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'メディアライブラリから画像を選ぶ' }));
    await dialog.getByTestId('media-picker-file-input').setInputFiles({ name: '喜びの顔.png', mimeType: 'image/png', buffer: png(80, 80, [0xf5, 0x9e, 0x0b]) });
    await visible(dialog.getByRole('button', { name: /喜びの顔\.png/, pressed: true }));
    await dialog.getByRole('button', { name: '選択する' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const picture = face.locator('.avatar-chat-avatar[data-kind="image"] img');
    await picture.waitFor({ state: 'attached', timeout: WIDGET_TIMEOUT_MS });
    joyImageUrl = (await picture.getAttribute('src')) ?? '';
    assert.match(joyImageUrl, /\/api\/v1\/public\/media\//);
    await snap(page, 'avatar-in-widget-emotion');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await visible(page.getByText('保存しました', { exact: true }));

    await page.reload();
    await visible(page.getByRole('listitem', { name: '喜び', exact: true }));
    await page.getByRole('listitem', { name: '喜び', exact: true }).locator('.avatar-chat-avatar[data-kind="image"] img').waitFor({ state: 'attached', timeout: WIDGET_TIMEOUT_MS });
  });

  test('the widget on a plain site of another origin draws the avatar with those settings', async () => {
    const { browser } = session;
    const context = await signedOutContext(browser, { viewport: SITE_VIEWPORT });
    const page = await context.newPage();
    await page.goto(`${widget.allowed}/`);
    await openChat(page);
    const avatar = chat(page).locator('.avatar-slot .avatar-chat-avatar');
    await avatar.waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
    await avatar.locator(`svg[data-character="${SETTINGS.character.id}"]`).waitFor({ state: 'attached' });

    const box = await avatar.boundingBox();
    assert.ok(box, 'the avatar has a box on the page');
    assert.ok(Math.abs(box.width - BOX) <= 1 && Math.abs(box.height - BOX) <= 1, `a ${BOX} px box (size ${SETTINGS.size}), got ${box.width}×${box.height}`);
    const launcherCentre = launcherAt.side === 'right' ? SITE_VIEWPORT.width - launcherAt.x - 28 : launcherAt.x + 28;
    const expectedCentre = launcherCentre + (launcherAt.side === 'right' ? SETTINGS.position : -SETTINGS.position);
    assert.ok(Math.abs(box.x + box.width / 2 - expectedCentre) <= 1, `centre ${SETTINGS.position} px from the launcher's (${expectedCentre}), got ${box.x + box.width / 2}`);
    assert.ok(Math.abs(box.y + box.height - (SITE_VIEWPORT.height - launcherAt.y - 56)) <= 1, 'its feet on the launcher’s top edge');
    await snap(page, 'avatar-in-widget-site');

    await ask(page, 'ポイントはたまりますか？');
    const joyful = chat(page).locator(`.avatar-slot .avatar-chat-avatar[data-emotion="${POINTS.emotion}"]`);
    await joyful.waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
    const picture = joyful.locator('img');
    await picture.waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
    assert.equal(await picture.getAttribute('src'), joyImageUrl, 'the joy answer shows the joy picture chosen in the console');
    await snap(page, 'avatar-in-widget-site-joy');
    await context.close();
  });
});
