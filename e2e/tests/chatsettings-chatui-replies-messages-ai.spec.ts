// 会話設定, walked through the real stack: the chat UI settings with their preview on /chatsettings,
// quick replies (add, keyboard reordering, on/off), fixed messages with variables and business
// hours, and the detailed AI settings with a write-only API key and the connection test. Every
// saved value is looked for again after a reload; leaving with unsaved changes asks.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSession } from '../harness/browser.ts';
import { expectScreen, navLink, pathOf, visible, waitForPath } from '../harness/console.ts';
import { harnessInfo } from '../harness/harness-info.ts';
import { ownerApi } from '../harness/owner-api.ts';
import { snap } from '../harness/screenshots.ts';
import { freshAgent } from '../harness/agent-baseline.ts';
import { removeLeftovers } from '../harness/leftovers.ts';

const { hostUrl, apiUrl, demo } = harnessInfo();
const owner = ownerApi(apiUrl, demo);
/**
 * What this spec changes for the whole agent, put back afterwards: later specs talk to the agent
 * through the widget, and business hours would let the clock decide their answers, an LLM at
 * 127.0.0.1:9 would answer every question with the error message, and the launcher would move.
 */
const AGENT_WIDE = ['chat-ui-settings', 'fixed-messages', 'detail-ai-settings'] as const;
/** Typed into the key field once; it must never come back from the API or appear in the page. */
const API_KEY = 'sk-e2e-never-shown-0123456789';

describe('conversation settings: chat UI, quick replies, fixed messages, detailed AI', { timeout: 240_000 }, () => {
  const session = browserSession();
  const found: Partial<Record<(typeof AGENT_WIDE)[number], Record<string, unknown>>> = {};

  before(async () => {
    await freshAgent();
    // The quick replies this spec adds, should an earlier attempt have left them: it asserts their order.
    await removeLeftovers(owner, 'quick-replies', (row) => String(row.label).startsWith('E2E'));
    for (const path of AGENT_WIDE) {
      const { updated_at: _updated, api_key_status: _key, ...current } = await owner.json<Record<string, unknown>>('GET', path);
      found[path] = current;
    }
  });
  after(async () => {
    for (const path of AGENT_WIDE) if (found[path]) await owner.json('PUT', path, found[path]);
  });

  const saved = () => visible(session.page.getByText('保存しました', { exact: true }));
  const saveButton = () => session.page.getByRole('button', { name: '保存', exact: true });

  test('chat UI: edit with a live preview, save, and find the values after a reload', async () => {
    const { page } = session;
    await page.goto(`${hostUrl}/chatsettings`);
    await expectScreen(page, '会話設定');
    await visible(page.getByRole('list', { name: '会話設定の項目' }).getByRole('link', { name: 'クイックリプライ' }));
    const form = await visible(page.getByRole('form', { name: 'チャットUI' }));
    await visible(page.getByRole('heading', { name: 'プレビュー' }));

    await form.getByRole('textbox', { name: 'タイトル' }).fill('サポート窓口');
    await form.getByRole('textbox', { name: 'テーマカラー' }).fill('#0E7490');
    await form.getByRole('radio', { name: '左下' }).check();
    await form.getByRole('spinbutton', { name: '横の余白' }).fill('40');
    await form.getByRole('switch', { name: /ページを開いたらチャットを開く/ }).check();
    await visible(page.getByTestId('preview-window').getByText('サポート窓口'));
    assert.equal(await page.getByTestId('preview-launcher').getAttribute('data-side'), 'left');
    await page.getByRole('heading', { name: 'チャットUI' }).scrollIntoViewIfNeeded();
    await snap(page, 'chatsettings-a-chat-ui');

    await saveButton().click();
    await saved();
    await page.reload();
    await visible(page.getByRole('form', { name: 'チャットUI' }));
    assert.equal(await page.getByRole('textbox', { name: 'タイトル' }).inputValue(), 'サポート窓口');
    assert.equal((await page.getByRole('textbox', { name: 'テーマカラー' }).inputValue()).toLowerCase(), '#0e7490');
    assert.ok(await page.getByRole('radio', { name: '左下' }).isChecked());
    assert.equal(await page.getByRole('spinbutton', { name: '横の余白' }).inputValue(), '40');
    assert.ok(await page.getByRole('switch', { name: /ページを開いたらチャットを開く/ }).isChecked());
  });

  test('chat UI: refused values (a colour, a title with a direction override) show their messages at the field, and leaving unsaved asks first', async () => {
    const { page } = session;
    await page.goto(`${hostUrl}/chatsettings`);
    await visible(page.getByRole('form', { name: 'チャットUI' }));
    const color = page.getByRole('textbox', { name: 'テーマカラー' });
    await color.fill('purple');
    // A pasted right-to-left override would make the title read backwards on the owner's site.
    await page.getByRole('textbox', { name: 'タイトル' }).fill('サポート\u202e窓口');
    await saveButton().click();
    await visible(page.getByText('テーマカラーは #7C3AED のように「#」と6桁の16進数で入力してください'));
    await visible(page.getByText('タイトルに制御文字（タブや文字の向きを変える記号など）は入れられません'));
    await snap(page, 'chatsettings-a-chat-ui-refused');

    await navLink(page, 'ダッシュボード').click();
    const dialog = await visible(page.getByRole('dialog', { name: '保存されていない変更があります' }));
    await visible(dialog.getByText('変更を破棄して移動しますか？'));
    await dialog.getByRole('button', { name: 'このページに留まる' }).click();
    assert.equal(pathOf(page), '/chatsettings');
    assert.equal(await color.inputValue(), 'purple');

    await navLink(page, 'ダッシュボード').click();
    await page.getByRole('button', { name: '破棄して移動' }).click();
    await waitForPath(page, '/');
    await expectScreen(page, 'ダッシュボード');
  });

  test('quick replies: add, reorder with the keyboard, switch one off, kept after a reload', async () => {
    const { page } = session;
    await page.goto(`${hostUrl}/chatsettings/quickreply`);
    await expectScreen(page, 'クイックリプライ');
    const additions: readonly (readonly [string, string])[] = [
      ['E2E料金', '料金を教えてください'],
      ['E2E営業時間', '営業時間を教えてください'],
    ];
    for (const [label, text] of additions) {
      await page.getByRole('button', { name: '追加' }).first().click();
      const dialog = await visible(page.getByRole('dialog', { name: 'クイックリプライを追加' }));
      await dialog.getByRole('textbox', { name: 'ボタンの表示名' }).fill(label);
      await dialog.getByRole('textbox', { name: '送信するテキスト' }).fill(text);
      await dialog.getByRole('button', { name: '保存' }).click();
      await dialog.waitFor({ state: 'detached' });
      await saved();
    }
    const rows = () => page.locator('[data-testid="quick-reply-row"] .MuiTypography-subtitle1').allTextContents();
    const order = (labels: string[]) => labels.filter((label) => label.startsWith('E2E'));
    assert.deepEqual(order(await rows()), ['E2E料金', 'E2E営業時間']);

    // Each key waits for what a person would see or hear: the keyboard sensor listens for arrows
    // only once the row is lifted (aria-pressed), and the move is announced before it is dropped.
    const before = await rows();
    const from = before.indexOf('E2E料金') + 1;
    const handle = page.getByRole('button', { name: '「E2E料金」の並び順を変更' });
    await handle.focus();
    await page.keyboard.press('Space');
    await page.locator('[aria-pressed="true"][aria-label="「E2E料金」の並び順を変更"]').waitFor();
    await page.keyboard.press('ArrowDown');
    await page.getByText(`「E2E料金」を${before.length}件中${from + 1}番目に移動しました`).waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await visible(page.getByText('並び順を保存しました'));
    // The switch follows the list cache a moment after the click (an optimistic update), so the
    // spec waits for it rather than asking uncheck() to see the change at once.
    await page.getByRole('switch', { name: '「E2E料金」を表示する' }).click();
    await page.locator('input[aria-label="「E2E料金」を表示する"]:not(:checked)').waitFor({ state: 'attached' });
    await saved();
    await snap(page, 'chatsettings-a-quick-replies');

    await page.reload();
    await visible(page.getByRole('list', { name: 'クイックリプライの一覧' }));
    assert.deepEqual(order(await rows()), ['E2E営業時間', 'E2E料金']);
    assert.equal(await page.getByRole('switch', { name: '「E2E料金」を表示する' }).isChecked(), false);
  });

  test('fixed messages: a variable inserted at the caret, business hours, kept after a reload', async () => {
    const { page } = session;
    await page.goto(`${hostUrl}/chatsettings/fixedmessage`);
    await expectScreen(page, '固定メッセージ');
    const greeting = page.getByRole('textbox', { name: 'あいさつ' });
    await greeting.fill('いらっしゃいませ。ご用件をどうぞ。');
    // The caret after 「いらっしゃいませ」: the visitor's name goes there.
    await greeting.evaluate((field: HTMLTextAreaElement) => field.setSelectionRange(8, 8));
    await page.getByRole('button', { name: '「あいさつ」に訪問者の名前 {visitor_name} を入れる' }).click();
    assert.equal(await greeting.inputValue(), 'いらっしゃいませ{visitor_name}。ご用件をどうぞ。');
    await visible(page.getByRole('note', { name: 'あいさつ: プレビュー（変数に例を入れた表示）' }).getByText('いらっしゃいませ山田 太郎。ご用件をどうぞ。'));

    await page.getByRole('switch', { name: /営業時間を設定する/ }).check();
    await page.getByRole('switch', { name: '土曜日を休業日にする' }).uncheck();
    const saturdayClose = page.getByRole('textbox', { name: '土曜日の1つ目の終了時刻' });
    await saturdayClose.fill('12:00');
    await snap(page, 'chatsettings-a-fixed-messages');
    await saveButton().click();
    await saved();

    await page.reload();
    await visible(greeting);
    assert.equal(await greeting.inputValue(), 'いらっしゃいませ{visitor_name}。ご用件をどうぞ。');
    assert.ok(await page.getByRole('switch', { name: /営業時間を設定する/ }).isChecked());
    assert.equal(await page.getByRole('switch', { name: '土曜日を休業日にする' }).isChecked(), false);
    assert.equal(await saturdayClose.inputValue(), '12:00');
  });

  test('detailed AI: the key is write-only, the connection test explains in Japanese, kept after a reload', async () => {
    const { page } = session;
    await page.goto(`${hostUrl}/chatsettings/detailaisettings`);
    await expectScreen(page, 'AI詳細設定');
    await page.getByRole('radio', { name: /^OpenAI互換API/ }).check();
    // A private address: the API refuses to call it and says why, without leaving the machine.
    await page.getByRole('textbox', { name: 'ベースURL' }).fill('http://127.0.0.1:9/v1');
    await page.getByRole('textbox', { name: 'モデル名' }).fill('llama3');
    await page.getByRole('textbox', { name: 'APIキー' }).fill(API_KEY);
    await page.getByRole('button', { name: '接続テスト', exact: true }).click();
    const answer = await visible(page.getByRole('status').filter({ hasText: /127\.0\.0\.1/ }));
    assert.match((await answer.textContent()) ?? '', /[ぁ-んァ-ヶ一-龠]/, 'the answer is Japanese');
    await snap(page, 'chatsettings-a-detail-ai');

    const temperature = page.getByRole('spinbutton', { name: '温度' });
    await temperature.fill('0.7');
    await saveButton().click();
    await saved();
    await page.reload();
    await visible(page.getByRole('textbox', { name: 'モデル名' }));
    assert.equal(await page.getByRole('textbox', { name: 'モデル名' }).inputValue(), 'llama3');
    assert.equal(await temperature.inputValue(), '0.7');
    await visible(page.getByLabel('APIキーの状態: 設定済み'));
    assert.ok(!(await page.content()).includes(API_KEY), 'the stored key is nowhere in the page');

    // Back to the built-in responder (which keeps no key), as a fresh account has it.
    await page.getByRole('radio', { name: /^内蔵のナレッジ応答/ }).check();
    await saveButton().click();
    await saved();
    await page.reload();
    assert.ok(await page.getByRole('radio', { name: /^内蔵のナレッジ応答/ }).isChecked());
  });
});
