// A picture from the media library in a quick reply's answer, walked through the real stack: the
// owner uploads it in メディアライブラリ, picks it for a quick reply in /chatsettings/quickreply and
// saves; on the shop's site the visitor presses that button and sees the picture in the answer,
// served from the API's public media address; the library then shows the file in use.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { handmadePng } from '../../api/test/media/media-fixtures.ts';
import { signedOutContext, browserSession } from '../harness/browser.ts';
import { expectScreen, visible } from '../harness/console.ts';
import { harnessInfo } from '../harness/harness-info.ts';
import { ownerApi } from '../harness/owner-api.ts';
import { snap } from '../harness/screenshots.ts';
import { answers, conversationLog, openChat, snapWidget, WIDGET_TIMEOUT_MS } from '../harness/widget-page.ts';
import { freshAgent } from '../harness/agent-baseline.ts';

const { apiUrl, demo, hostUrl, widget } = harnessInfo();
const owner = ownerApi(apiUrl, demo);

const FILE_NAME = '森の音の店内.png';
const REPLY = { label: '店内の様子', message: '森の音の店内はこのような雰囲気です。ゆっくりおくつろぎください。' };

/** A warm brown square with a lighter band, `size` px: easy to see in a screenshot. */
const png = (size: number): Buffer =>
  handmadePng(size, size, (_x, y) => (y > size / 3 && y < (size * 2) / 3 ? [232, 200, 150] : [110, 70, 40]));

interface MediaItem {
  id: string;
  name: string;
  url: string;
  usage_count: number;
  used_in: { label: string }[];
}

describe('a library picture in a quick reply answer', { timeout: 300_000 }, () => {
  const session = browserSession();
  let replyId = '';
  let mediaId = '';

  before(async () => {
    await freshAgent();
    // The shop's own site runs the widget, with the built-in engine (no provider to reach).
    await owner.json('PUT', 'url-settings', { restrict_origins: true, allowed_origins: [widget.allowed], page_rules: [] });
  });
  after(async () => {
    if (replyId) await owner.request('DELETE', `quick-replies/${replyId}`);
    if (mediaId) await owner.request('DELETE', `media/${mediaId}?force=true`);
  });

  test('upload in the library, pick it for a quick reply, save', async () => {
    const { page } = session;
    await page.goto(`${hostUrl}/chatsettings/medialibrary`);
    await expectScreen(page, 'メディアライブラリ');
    await page.getByTestId('media-file-input').setInputFiles({ name: FILE_NAME, mimeType: 'image/png', buffer: png(240) });
    await visible(page.getByText('追加しました').first(), 60_000);

    await page.goto(`${hostUrl}/chatsettings/quickreply`);
    await expectScreen(page, 'クイックリプライ');
    await page.getByRole('button', { name: '追加', exact: true }).first().click();
    const dialog = await visible(page.getByRole('dialog', { name: 'クイックリプライを追加' }));
    await dialog.getByRole('textbox', { name: 'ボタンの表示名' }).fill(REPLY.label);
    await dialog.getByRole('combobox', { name: 'ボタンを押したときの動作' }).click();
    await page.getByRole('option', { name: '決まった返答を表示する' }).click();
    await dialog.getByRole('textbox', { name: '返答メッセージ' }).fill(REPLY.message);
    const field = dialog.getByRole('group', { name: '返答に添える画像（任意）' });
    await field.getByRole('button', { name: '画像を選択' }).click();
    const picker = await visible(page.getByRole('dialog', { name: 'メディアライブラリから画像を選ぶ' }));
    await picker.getByRole('button', { name: new RegExp(FILE_NAME.replace('.', '\\.')) }).first().click();
    await picker.getByRole('button', { name: '選択する' }).click();
    await visible(field.getByText(FILE_NAME));
    await visible(field.getByRole('button', { name: '画像を変更' }));
    await snap(page, 'media-in-replies-picked');
    await dialog.getByRole('button', { name: '保存' }).click();
    await visible(page.getByText('保存しました', { exact: true }));

    const replies = await owner.json<{ data: { id: string; label: string; action: { image_media_id?: string | null } }[] }>('GET', 'quick-replies');
    const saved = replies.data.find((r) => r.label === REPLY.label);
    assert.ok(saved?.action.image_media_id, 'the quick reply keeps the picture');
    replyId = saved.id;
    mediaId = saved.action.image_media_id;
  });

  test('on the shop site, the button answers with the picture, and the library shows the file in use', async () => {
    const { browser, page } = session;
    const visitor = await signedOutContext(browser);
    try {
      const shop = await visitor.newPage();
      await shop.goto(widget.allowed);
      await openChat(shop);
      const before = await answers(shop).count();
      await conversationLog(shop).getByRole('button', { name: REPLY.label }).first().click();
      const answer = answers(shop).nth(before);
      await answer.waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
      const item = await owner.json<MediaItem>('GET', `media/${mediaId}`);
      const image = answer.locator('.images img');
      await image.waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
      assert.equal(await image.getAttribute('src'), item.url);
      // Loaded for real: the browser decoded the picture the API served.
      await image.evaluate((img) => (img as HTMLImageElement).decode());
      assert.equal(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth), 240);
      await snapWidget(shop, 'media-in-replies-widget');
    } finally {
      await visitor.close();
    }

    const item = await owner.json<MediaItem>('GET', `media/${mediaId}`);
    assert.deepEqual(
      item.used_in.map((u) => u.label),
      [`クイックリプライ「${REPLY.label}」`],
    );
    await page.goto(`${hostUrl}/chatsettings/medialibrary`);
    await expectScreen(page, 'メディアライブラリ');
    // The tile's 使用中 chip names where, so nobody deletes it unwarned.
    await visible(page.getByTitle(`クイックリプライ「${REPLY.label}」`).first());
    await snap(page, 'media-in-replies-library');
  });

  test('the same picture picked for the greeting on the fixed messages screen greets the visitor in the widget', async () => {
    const { browser, page } = session;
    await page.goto(`${hostUrl}/chatsettings/fixedmessage`);
    await expectScreen(page, '固定メッセージ');
    const field = page.getByRole('group', { name: '「あいさつ」に添える画像（任意）' });
    await field.getByRole('button', { name: '画像を選択' }).click();
    const picker = await visible(page.getByRole('dialog', { name: 'メディアライブラリから画像を選ぶ' }));
    await picker.getByRole('button', { name: new RegExp(FILE_NAME.replace('.', '\\.')) }).first().click();
    await picker.getByRole('button', { name: '選択する' }).click();
    await visible(field.getByText(FILE_NAME));
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await visible(page.getByText('保存しました', { exact: true }));
    await snap(page, 'media-in-replies-greeting-picked');

    const visitor = await signedOutContext(browser);
    try {
      const shop = await visitor.newPage();
      await shop.goto(widget.allowed);
      await openChat(shop);
      const image = conversationLog(shop).locator('.greeting .bubble img');
      await image.waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
      assert.equal(await image.getAttribute('src'), (await owner.json<MediaItem>('GET', `media/${mediaId}`)).url);
      await image.evaluate((img) => (img as HTMLImageElement).decode());
      assert.equal(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth), 240);
      await snapWidget(shop, 'media-in-replies-greeting-widget');
    } finally {
      await visitor.close();
    }
    const item = await owner.json<MediaItem>('GET', `media/${mediaId}`);
    assert.deepEqual(
      item.used_in.map((u) => u.label),
      [`クイックリプライ「${REPLY.label}」`, '固定メッセージ「あいさつ」'],
    );
  });
});
