// フォーム作成, walked through the real stack: build a form from the palette (text, mail, a choice,
// consent), reorder it with the keyboard, try it in the chat preview (a bad mail address gets the
// shared Japanese message), save it, edit it into version 2, and find it in the list with its counts.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { browserSession } from '../harness/browser.ts';
import { expectScreen, pathOf, visible, waitForPath } from '../harness/console.ts';
import { harnessInfo } from '../harness/harness-info.ts';
import { snap } from '../harness/screenshots.ts';

const { hostUrl } = harnessInfo();
const FORM_NAME = 'E2E資料請求';

describe('form builder', { timeout: 240_000 }, () => {
  const session = browserSession();
  let editPath = '';

  const saved = () => visible(session.page.getByText('保存しました', { exact: true }));
  const cards = () => session.page.getByTestId('form-field-card');
  const cardLabels = () => session.page.getByTestId('form-field-label').allTextContents();
  const preview = () => session.page.getByRole('region', { name: 'チャットでのフォームの表示' });
  const lastCard = (): Locator => cards().last();

  test('build a form from the palette, reorder it, try it in the preview and save it', async () => {
    const { page } = session;
    await page.goto(`${hostUrl}/chatsettings/makeforms`);
    await expectScreen(page, 'フォーム作成');
    await page.getByRole('link', { name: 'フォームを作成' }).first().click();
    await waitForPath(page, '/chatsettings/makeforms/register');
    await expectScreen(page, 'フォームの登録');

    await page.getByRole('textbox', { name: 'フォーム名' }).fill(FORM_NAME);
    await page.getByRole('textbox', { name: '説明' }).fill('ご希望の資料をメールでお送りします。');

    await page.getByRole('button', { name: 'メールアドレスを追加' }).click();
    await lastCard().getByRole('switch', { name: '必須にする' }).check();
    await page.getByRole('button', { name: '短文テキストを追加' }).click();
    await lastCard().getByRole('textbox', { name: '項目名' }).fill('お名前');
    await lastCard().getByRole('switch', { name: '必須にする' }).check();
    await page.getByRole('button', { name: '単一選択を追加' }).click();
    await lastCard().getByRole('textbox', { name: '項目名' }).fill('ご希望の資料');
    await lastCard().getByRole('textbox', { name: '選択肢1' }).fill('料金表');
    await lastCard().getByRole('textbox', { name: '選択肢2' }).fill('導入事例集');
    await page.getByRole('button', { name: '同意チェックボックスを追加' }).click();
    await lastCard().getByRole('textbox', { name: '規約のURL' }).fill('https://example.com/privacy');
    assert.deepEqual(await cardLabels(), ['メールアドレス', 'お名前', 'ご希望の資料', '個人情報の取り扱い']);

    // お名前 first: lifted with Space, moved with an arrow key, put down with Space. Each key waits
    // for what a screen reader hears, as the sensor starts listening only after the lift.
    // The live region is visually hidden, so it is read, not looked at.
    const announced = (text: string) =>
      page.waitForFunction(
        (expected) => Array.from(document.querySelectorAll('[aria-live]')).some((region) => region.textContent?.includes(expected)),
        text,
        { timeout: 10_000 },
      );
    await page.getByRole('button', { name: '「お名前」の並び順を変更' }).focus();
    await page.keyboard.press('Space');
    // dnd-kit follows the lift at once with "over itself", so either sentence may be what is left.
    await announced('「お名前」を').then(() => announced('2番目'));
    await page.keyboard.press('ArrowUp');
    await announced('「お名前」を4項目中1番目に移動しました。');
    await page.keyboard.press('Space');
    await announced('「お名前」を4項目中1番目に置きました。');
    assert.deepEqual(await cardLabels(), ['お名前', 'メールアドレス', 'ご希望の資料', '個人情報の取り扱い']);

    const keywords = page.getByRole('textbox', { name: 'キーワード' });
    await keywords.fill('資料請求');
    await keywords.press('Enter');
    await visible(page.getByText('資料請求', { exact: true }));
    await page.getByRole('switch', { name: /エージェントの判断で表示する/ }).check();

    // The preview is the form as the chat shows it, judged by the rules the widget and the API share.
    await visible(preview().getByText(FORM_NAME));
    await preview().getByRole('textbox', { name: /お名前/ }).fill('山田 太郎');
    await preview().getByRole('textbox', { name: /メールアドレス/ }).fill('taro@');
    await preview().getByRole('button', { name: '送信する' }).click();
    await visible(preview().getByText('メールアドレスの形式が正しくありません'));
    await visible(preview().getByText('個人情報の取り扱いに同意してください'));
    await page.getByRole('heading', { name: 'フォームの登録' }).scrollIntoViewIfNeeded();
    await snap(page, 'makeforms-builder');

    await page.getByRole('button', { name: '保存', exact: true }).click();
    await saved();
    await page.waitForURL((url) => url.pathname.startsWith('/chatsettings/makeforms/edit/'), { timeout: 20_000 });
    editPath = pathOf(page);
    await expectScreen(page, 'フォームの編集');
    await visible(page.getByText(/第1版・回答0件/));
  });

  test('edit the form into version 2, kept after a reload; the preview thanks the visitor', async () => {
    const { page } = session;
    assert.ok(editPath, 'the first test saved a form');
    await page.goto(`${hostUrl}${editPath}`);
    await expectScreen(page, 'フォームの編集');
    await visible(cards());
    assert.deepEqual(await cardLabels(), ['お名前', 'メールアドレス', 'ご希望の資料', '個人情報の取り扱い']);

    await page.getByRole('button', { name: '「ご希望の資料」の設定を開く' }).click();
    const choice = cards().nth(2);
    await choice.getByRole('button', { name: '選択肢を追加' }).click();
    await choice.getByRole('textbox', { name: '選択肢3' }).fill('会社案内');
    await page.getByRole('textbox', { name: '送信完了メッセージ' }).fill('資料をメールでお送りしました。');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await saved();
    await visible(page.getByText(/第2版・回答0件/));

    await page.reload();
    await expectScreen(page, 'フォームの編集');
    await visible(page.getByText(/第2版・回答0件/));
    await visible(cards());
    assert.equal(await page.getByRole('textbox', { name: '送信完了メッセージ' }).inputValue(), '資料をメールでお送りしました。');

    const form = preview();
    await form.getByRole('textbox', { name: /お名前/ }).fill('山田 太郎');
    await form.getByRole('textbox', { name: /メールアドレス/ }).fill('taro@example.com');
    await form.getByRole('radio', { name: '会社案内' }).check();
    await form.getByRole('checkbox', { name: '個人情報の取り扱いに同意します' }).check();
    await form.getByRole('button', { name: '送信する' }).click();
    await visible(form.getByText('資料をメールでお送りしました。'));
    await snap(page, 'makeforms-edit');
  });

  test('the list shows the form with its fields, answers and state', async () => {
    const { page } = session;
    await page.goto(`${hostUrl}/chatsettings/makeforms`);
    await expectScreen(page, 'フォーム作成');
    // The row of the form this suite saved (its link), whatever else the list holds.
    const row = page.getByTestId('form-row').filter({ has: page.locator(`a[href="${editPath}"]`) });
    await visible(row);
    assert.deepEqual(
      (await row.getByRole('cell').allTextContents()).slice(1, 4),
      ['4項目', '0件', '公開中'],
    );
    await snap(page, 'makeforms-list');
    await row.getByRole('link', { name: `「${FORM_NAME}」を編集` }).click();
    await waitForPath(page, editPath);
    await expectScreen(page, 'フォームの編集');
  });
});
