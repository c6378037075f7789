// A visitor signing in inside the widget: by mail (a 6-digit code sent through SMTP, read here from
// the harness's SMTP sink as from a mailbox) and by LINE Login v2.1 (a pop-up through the harness's
// fake LINE provider: authorize, token with PKCE, ID token checked by the API, then back to the chat).
// Each lands in the owner's visitor account list. Mail sign-in is the owner's choice (メールアドレスでのログインを
// 許可する on /chatsettings/linelogin), switched on here through the owner API; and an owner who asks for a
// sign-in before chatting gets the sign-in first.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { signedOutContext, launchedBrowser } from '../harness/browser.ts';
import { harnessInfo } from '../harness/harness-info.ts';
import { ownerApi } from '../harness/owner-api.ts';
import { answers, chat, composer, mailedCode, openChat, snapWidget, WIDGET_TIMEOUT_MS } from '../harness/widget-page.ts';
import { freshAgent } from '../harness/agent-baseline.ts';

const { apiUrl, demo, widget } = harnessInfo();
const owner = ownerApi(apiUrl, demo);
const MAIL = 'hanako.mori@example.com';
const MEMBER = 'jiro.kato@example.com';
/** The /chatsettings/linelogin settings with LINE off: mail allowed, and when a sign-in is needed. */
const mailOnly = (requirement: 'never' | 'before_chat') => ({
  enabled: false,
  channel_id: '',
  sign_in_requirement: requirement,
  mail_enabled: true,
  channel_secret: null,
});

interface VisitorAccountList {
  data: { login_type: string; email: string | null; name: string }[];
}

describe('signing in inside the widget', () => {
  const session = launchedBrowser();

  before(async () => {
    await freshAgent();
    await owner.json('PUT', 'url-settings', { restrict_origins: false, allowed_origins: [], page_rules: [] });
    await owner.json('PUT', 'line-login-settings', mailOnly('never'));
  });

  after(async () => {
    await owner.json('PUT', 'line-login-settings', mailOnly('never'));
  });

  async function visitor(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await signedOutContext(session.browser);
    const page = await context.newPage();
    await page.goto(`${widget.allowed}/`);
    await openChat(page);
    return { context, page };
  }

  test('by mail: the code from the mailbox signs the visitor in', async () => {
    const { context, page } = await visitor();
    await chat(page).getByRole('button', { name: 'ログイン', exact: true }).click();
    const panel = chat(page).getByRole('region', { name: 'ログイン' });
    await panel.getByRole('button', { name: 'メールでログイン' }).click();
    await panel.getByLabel('メールアドレス').fill(MAIL);
    await snapWidget(page, 'widget-sign-in');
    await panel.getByRole('button', { name: '確認コードを送る' }).click();
    await panel.getByText(`${MAIL} に確認コードを送りました`, { exact: false }).waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });

    const mail = await mailedCode(MAIL);
    assert.match(mail.subject, /確認コード/);
    await panel.getByLabel('確認コード（6桁）').fill(mail.code);
    await panel.getByRole('button', { name: 'ログインする' }).click();
    await chat(page).getByText(`${MAIL} さんとしてログイン中`).waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
    await snapWidget(page, 'widget-signed-in');

    const accounts = await owner.json<VisitorAccountList>('GET', 'visitor-accounts');
    assert.ok(accounts.data.some((a) => a.email === MAIL), 'the owner sees the mail account');
    await context.close();
  });

  test('by LINE: the pop-up goes through LINE Login and the chat knows the visitor', async () => {
    const { channelId, channelSecret, displayName } = widget.fakes.line;
    await owner.json('PUT', 'line-login-settings', { enabled: true, channel_id: channelId, channel_secret: channelSecret, sign_in_requirement: 'never' });
    const { context, page } = await visitor();
    await chat(page).getByRole('button', { name: 'ログイン', exact: true }).click();
    const panel = chat(page).getByRole('region', { name: 'ログイン' });
    const popup = page.waitForEvent('popup', { timeout: WIDGET_TIMEOUT_MS });
    await panel.getByRole('button', { name: 'LINEでログイン' }).click();
    const window = await popup;
    await window.waitForEvent('close', { timeout: WIDGET_TIMEOUT_MS });
    await chat(page).getByText(`${displayName} さんとしてログイン中`).waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });

    const accounts = await owner.json<VisitorAccountList>('GET', 'visitor-accounts');
    assert.ok(accounts.data.some((a) => a.name === displayName && a.login_type === 'line'), 'the owner sees the LINE account');
    await context.close();
  });

  test('asked before chatting: the sign-in comes first, and what was typed is sent once signed in', async () => {
    await owner.json('PUT', 'line-login-settings', mailOnly('before_chat'));
    const { context, page } = await visitor();
    const panel = chat(page).getByRole('region', { name: 'ログイン' });
    await panel.getByText('このチャットはログインしてからご利用いただけます。', { exact: false }).waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
    await snapWidget(page, 'widget-sign-in-required');

    // Closing the panel leaves the chat to read, but a message brings the sign-in back and stays typed.
    await panel.getByRole('button', { name: '戻る' }).click();
    await panel.waitFor({ state: 'hidden', timeout: WIDGET_TIMEOUT_MS });
    await composer(page).fill('営業時間を教えてください');
    await composer(page).press('Enter');
    await panel.waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
    assert.equal(await composer(page).inputValue(), '営業時間を教えてください');
    assert.equal(await answers(page).count(), 0, 'nothing was answered before the sign-in');

    await panel.getByRole('button', { name: 'メールでログイン' }).click();
    await panel.getByLabel('メールアドレス').fill(MEMBER);
    await panel.getByRole('button', { name: '確認コードを送る' }).click();
    await panel.getByLabel('確認コード（6桁）').fill((await mailedCode(MEMBER)).code);
    await panel.getByRole('button', { name: 'ログインする' }).click();
    await chat(page).getByText(`${MEMBER} さんとしてログイン中`).waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });

    await composer(page).press('Enter');
    await answers(page).first().waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
    assert.equal(await chat(page).locator('.bubble.visitor').first().textContent(), '営業時間を教えてください');
    assert.equal(await composer(page).inputValue(), '');
    await context.close();
  });
});
