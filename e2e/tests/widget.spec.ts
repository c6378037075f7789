// The widget as a visitor meets it on an owner's site: the demo agent's snippet pasted into a plain
// shop page on an origin of its own (harness/widget-sites.ts), the chat in the API's iframe, the
// production build of both. Nothing reaches the API before the visitor shows intent; a question is
// answered from knowledge as a stream, with its source; the avatar's face follows the emotion of each
// answer; a quick reply, a form (a Japanese field error, then stored), thumbs up (stored), a reload
// that keeps the conversation, a forbidden word refused, markup shown as text, an IME conversion whose
// Enter does not send, the fallback with its contact form scrolled so the question and the answer's
// start stay in view, and the widget drawing nothing on a site the owner did not allow (the site then
// listed to the owner among the refused ones).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { CDPSession, Page } from 'playwright-core';
import { browserSession } from '../harness/browser.ts';
import { harnessInfo } from '../harness/harness-info.ts';
import { addQaIndexed } from '../harness/knowledge.ts';
import { ownerApi } from '../harness/owner-api.ts';
import { freshAgent } from '../harness/agent-baseline.ts';
import { removeLeftovers } from '../harness/leftovers.ts';
import { nextRefusal, refusedOrigin } from '../harness/refused-origins.ts';
import { addFallbackForm, assertAnswerStartInView, UNANSWERABLE } from '../harness/fallback-form.ts';
import {
  answers,
  answerText,
  ask,
  chat,
  chatFrame,
  composer,
  conversationLog,
  launcher,
  openChat,
  settleChat,
  snapWidget,
  WIDGET_TIMEOUT_MS,
  widgetHost,
} from '../harness/widget-page.ts';

const { apiUrl, demo, widget } = harnessInfo();
const owner = ownerApi(apiUrl, demo);
const PUBLIC = `${apiUrl}/api/v1/public/widget/${widget.agentId}`;

/** Knowledge of this spec's own shop, worded apart from what other specs and the sample agent teach. */
const ROASTING = {
  question: '豆の焙煎日はいつですか',
  alternatives: ['いつ焙煎していますか'],
  answer: '森の音では毎週火曜日と金曜日に焙煎しています。焙煎したての豆をその週のうちに発送します。',
  emotion: 'joy',
};
const GRINDING = {
  question: '豆の挽き方は選べますか',
  alternatives: ['粉にしてもらえますか'],
  answer: '細挽きから粗挽きまで5段階でお選びいただけます。ご注文画面の備考欄に挽き方をお書きください。',
  emotion: 'surprise',
};
const SUBSCRIPTION_REPLY = { label: '定期便について', message: '定期便は毎月1回、お好きな豆を200gからお届けします。いつでも休止できます。' };
const FORM = {
  name: '取材のご依頼',
  keyword: '取材の依頼',
  thanks: '取材のご依頼ありがとうございます。担当者より2営業日以内にご連絡します。',
};
const FORBIDDEN_WORD = '激安コピー品';
/** A form that offers itself with the fallback (by the agent). */
const FALLBACK_FORM = '回答が見つからないときのお問い合わせ';
const MARKUP = '<img src=x onerror=alert(1)>';

interface DetailAi {
  engine: unknown;
  system_prompt: string;
  temperature: number;
  max_answer_chars: number;
  answer_only_from_knowledge: boolean;
  knowledge_passages: number;
  citations: boolean;
  memory_turns: number;
}

const addQa = (qa: Parameters<typeof addQaIndexed>[1]) => addQaIndexed(owner, qa);

/** `#6d28d9` as getComputedStyle writes it. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The API origin's requests seen by the page, in order (the iframe's included). */
function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin === new URL(apiUrl).origin) seen.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return seen;
}

describe('the widget on an owner’s site', () => {
  const session = browserSession({ signedIn: false });
  let requests: string[];
  const dialogs: string[] = [];
  let formId = '';
  let chatUi: { title: string; theme_color: string };
  let savedDetailAi: DetailAi;
  let savedAvatar: Record<string, unknown> | null = null;
  let savedEmotions: { emotions: { key: string; enabled: boolean }[] } | null = null;

  before(async () => {
    await freshAgent();
    // What an earlier attempt of this spec added, should one have run: a second forbidden word is
    // refused, and a second form or Q&A of the same words would compete with these.
    await removeLeftovers(owner, 'forbidden-words', (row) => row.word === FORBIDDEN_WORD);
    await removeLeftovers(owner, 'knowledge-items', (row) => row.title === ROASTING.question || row.title === GRINDING.question);
    await removeLeftovers(owner, 'quick-replies', (row) => row.label === SUBSCRIPTION_REPLY.label);
    await removeLeftovers(owner, 'forms', (row) => row.name === FORM.name || row.name === FALLBACK_FORM);
    // Only the shop's own site may run the widget; every answer names its source.
    await owner.json('PUT', 'url-settings', { restrict_origins: true, allowed_origins: [widget.allowed], page_rules: [] });
    const detail = await owner.json<DetailAi & { api_key_status: string; updated_at: string | null }>('GET', 'detail-ai-settings');
    const { api_key_status: _status, updated_at: _updated, ...current } = detail;
    savedDetailAi = current;
    await owner.json('PUT', 'detail-ai-settings', { ...current, engine: { type: 'builtin' }, citations: true });
    // The built-in character, whose face is drawn per emotion, with the two emotions of this spec on
    // (other specs may have chosen an image or switched emotions off).
    const { updated_at: _avatarUpdated, ...avatar } = await owner.json<Record<string, unknown>>('GET', 'avatar-settings');
    savedAvatar = avatar;
    await owner.json('PUT', 'avatar-settings', { ...avatar, source: 'builtin', media_id: null });
    const emotions = await owner.json<{ emotions: { key: string; enabled: boolean }[] }>('GET', 'emotion-states');
    savedEmotions = { emotions: emotions.emotions };
    await owner.json('PUT', 'emotion-states', {
      emotions: emotions.emotions.map((e) => ({ ...e, enabled: e.enabled || e.key === ROASTING.emotion || e.key === GRINDING.emotion })),
    });
    await addQa(ROASTING);
    await addQa(GRINDING);
    await owner.json('POST', 'quick-replies', { label: SUBSCRIPTION_REPLY.label, action: { type: 'fixed_reply', message: SUBSCRIPTION_REPLY.message }, placement: 'both' });
    const form = await owner.json<{ id: string }>('POST', 'forms', {
      name: FORM.name,
      description: '取材やメディア掲載のご相談はこちらからどうぞ。',
      fields: [
        { key: 'name', label: 'お名前', type: 'short_text', required: true },
        { key: 'email', label: 'メールアドレス', type: 'email', required: true },
        { key: 'media', label: '媒体名', type: 'short_text', required: false },
      ],
      thank_you_message: FORM.thanks,
      triggers: { keywords: [FORM.keyword], by_agent: false },
    });
    formId = form.id;
    chatUi = await owner.json<{ title: string; theme_color: string }>('GET', 'chat-ui-settings');
    await owner.json('POST', 'forbidden-words', { word: FORBIDDEN_WORD, note: 'e2e' });

    session.page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    requests = apiRequests(session.page);
  });

  after(async () => {
    await owner.json('PUT', 'url-settings', { restrict_origins: false, allowed_origins: [], page_rules: [] });
    if (savedDetailAi) await owner.json('PUT', 'detail-ai-settings', savedDetailAi);
    if (savedAvatar) await owner.json('PUT', 'avatar-settings', savedAvatar);
    if (savedEmotions) await owner.json('PUT', 'emotion-states', savedEmotions);
  });

  test('the snippet draws a launcher on a plain site of another origin, and nothing reaches the API before intent', async () => {
    const { page } = session;
    assert.match(widget.snippet, new RegExp(`^<script src="${apiUrl}/api/v1/public/widget/${widget.agentId}/widget\\.js" data-agent-id="${widget.agentId}" async></script>$`));
    await page.goto(`${widget.allowed}/`);
    await launcher(page).waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_000);
    assert.deepEqual(requests, [`GET /api/v1/public/widget/${widget.agentId}/widget.js`], 'only the loader itself came from the API');
    assert.equal(await widgetHost(page).locator('iframe').count(), 0, 'no chat iframe before intent');
    // The launcher wears the theme colour of the chat UI settings, and says what it opens.
    const background = await launcher(page).evaluate((button) => getComputedStyle(button).backgroundColor);
    assert.equal(background, rgb(chatUi.theme_color));
    assert.equal(await launcher(page).getAttribute('aria-label'), `${chatUi.title}を開く`);
    await snapWidget(page, 'widget-closed');

    // Listened for before the hover: with the frame's files compressed, the conversation can start
    // before a check begun after the iframe appeared is in place.
    const started = page.waitForResponse((response) => response.url().includes('/conversations') && response.request().method() === 'POST', { timeout: WIDGET_TIMEOUT_MS });
    await launcher(page).hover();
    await widgetHost(page).locator('iframe').waitFor({ state: 'attached', timeout: WIDGET_TIMEOUT_MS });
    await started;
    assert.ok(requests.some((r) => r.startsWith(`GET /api/v1/public/widget/${widget.agentId}/frame`)), 'the frame loads once the visitor points at the launcher');
  });

  test('a question answered from knowledge, streamed piece by piece, with its source; the avatar shows its emotion', async () => {
    const { page } = session;
    await openChat(page);
    assert.equal(await chat(page).getByRole('heading', { level: 1 }).textContent(), chatUi.title);
    const frame = await chatFrame(page);
    // The text of the pending answer after each piece the stream appends, as the visitor saw it grow
    // (rebuilt from the mutations: the observer may be told of several pieces at once).
    await frame.evaluate(() => {
      const states: string[] = [];
      (window as unknown as { __streamed: string[] }).__streamed = states;
      let shown = '';
      new MutationObserver((records) => {
        for (const record of records) {
          const target = record.target as Element;
          if (target.nodeType !== 1 || !target.closest('.bubble.pending')) continue;
          for (const node of Array.from(record.addedNodes)) {
            if (node.nodeType !== 3) continue;
            shown += (node as Text).data;
            states.push(shown);
          }
        }
      }).observe(document.body, { childList: true, subtree: true });
    });

    const answer = await ask(page, '焙煎日はいつですか？');
    assert.equal(await answerText(answer), ROASTING.answer);
    const partial = await frame.evaluate(() => (window as unknown as { __streamed: string[] }).__streamed);
    assert.ok(partial.length >= 2, `the answer arrived in several pieces (saw ${partial.length}: ${JSON.stringify(partial)})`);
    assert.ok(partial[0] && partial[0].length < ROASTING.answer.length && ROASTING.answer.startsWith(partial[0]), 'the first piece is the start of the answer');
    assert.equal(partial.at(-1), ROASTING.answer, 'the pieces add up to the answer');
    assert.equal(new Set(partial).size, partial.length, 'the text grew with every piece');
    assert.equal((await answer.locator('.sources').textContent())?.trim(), `参考にした情報: ${ROASTING.question}`);

    const avatar = chat(page).locator('.avatar-chat-avatar').first();
    await avatar.waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
    assert.equal(await avatar.getAttribute('data-emotion'), 'joy');
    const joyFace = await avatar.innerHTML();
    await snapWidget(page, 'widget-open-answer');

    const second = await ask(page, '豆の挽き方は選べますか？');
    assert.equal(await answerText(second), GRINDING.answer);
    assert.equal(await avatar.getAttribute('data-emotion'), 'surprise');
    assert.notEqual(await avatar.innerHTML(), joyFace, 'the drawn face changed with the emotion');
  });

  test('a quick reply answers with the owner’s message', async () => {
    const { page } = session;
    const before = await answers(page).count();
    await conversationLog(page).getByRole('group', { name: 'よくある質問' }).getByRole('button', { name: SUBSCRIPTION_REPLY.label }).click();
    const answer = answers(page).nth(before);
    await answer.waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
    assert.equal(await answerText(answer), SUBSCRIPTION_REPLY.message);
    assert.equal(await conversationLog(page).locator('.row.visitor').last().textContent(), SUBSCRIPTION_REPLY.label);
  });

  test('a form offered by its keyword: a Japanese field error first, then the answer stored', async () => {
    const { page } = session;
    const countBefore = (await owner.json<{ answer_count: number }>('GET', `forms/${formId}`)).answer_count;
    await ask(page, `${FORM.keyword}をしたいのですが`);
    const form = conversationLog(page).getByRole('form', { name: FORM.name });
    await form.waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
    await form.getByLabel('メールアドレス').fill('mori@example');
    await form.getByRole('button', { name: '送信する' }).click();
    await form.getByText('お名前を入力してください').waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
    await form.getByText('メールアドレスの形式が正しくありません').waitFor({ state: 'visible' });
    assert.equal(await form.getByLabel('お名前').getAttribute('aria-invalid'), 'true');
    await snapWidget(page, 'widget-form');

    await form.getByLabel('お名前').fill('森 太郎');
    await form.getByLabel('メールアドレス').fill('mori@example.com');
    await form.getByRole('button', { name: '送信する' }).click();
    await conversationLog(page).getByRole('status').filter({ hasText: FORM.thanks }).waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
    const countAfter = (await owner.json<{ answer_count: number }>('GET', `forms/${formId}`)).answer_count;
    assert.equal(countAfter, countBefore + 1, 'the owner sees one more answer');
  });

  test('thumbs up is stored with the answer and a reload keeps the whole conversation', async () => {
    const { page } = session;
    const first = answers(page).first();
    const id = await first.getAttribute('data-message-id');
    assert.ok(id, 'a finished answer carries its id');
    const rowOf = () => conversationLog(page).locator(`[data-message-id="${id}"]`).locator('xpath=..');
    const stored = page.waitForResponse((response) => response.url().endsWith(`/messages/${id}/feedback`) && response.request().method() === 'PUT', { timeout: WIDGET_TIMEOUT_MS });
    await rowOf().getByRole('button', { name: '役に立った' }).click();
    assert.equal((await stored).status(), 204);
    await rowOf().getByText('ご評価ありがとうございます').waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
    const textsBefore = await conversationLog(page).locator('.bubble').allTextContents();

    await page.reload();
    await openChat(page);
    await conversationLog(page).locator(`[data-message-id="${id}"]`).waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
    assert.equal(await rowOf().getByRole('button', { name: '役に立った' }).getAttribute('aria-pressed'), 'true', 'the thumbs up came back from the API');
    const textsAfter = await conversationLog(page).locator('.bubble').allTextContents();
    for (const text of [ROASTING.answer, GRINDING.answer, SUBSCRIPTION_REPLY.message]) {
      assert.ok(textsAfter.some((t) => t.includes(text)), `kept after reload: ${text}`);
    }
    assert.ok(textsAfter.length >= textsBefore.length - 1, 'the conversation is back (the thank-you note is the form’s, not a message)');
  });

  test('a forbidden word gets the refusal message, not an answer', async () => {
    const { page } = session;
    const refusal = (await owner.json<{ messages: { forbidden_refusal: string } }>('GET', 'fixed-messages')).messages.forbidden_refusal;
    const answer = await ask(page, `${FORBIDDEN_WORD}は売っていますか？`);
    assert.equal(await answerText(answer), refusal);
  });

  test('markup a visitor types is shown as text: no element, no script', async () => {
    const { page } = session;
    await ask(page, MARKUP);
    const visitor = conversationLog(page).locator('.row.visitor').last();
    assert.equal(await visitor.textContent(), MARKUP);
    assert.equal(await conversationLog(page).locator('img').count(), 0, 'no img element in the conversation');
    await page.waitForTimeout(500);
    assert.deepEqual(dialogs, [], 'no dialog opened');
  });

  test('Enter that confirms an IME conversion does not send; the next Enter does', async () => {
    const { context, page } = session;
    const box = composer(page);
    await box.click();
    const before = await conversationLog(page).locator('.row.visitor').count();
    const frame = await chatFrame(page);
    await box.evaluate((input) => {
      const keys: { key: string; isComposing: boolean }[] = [];
      (window as unknown as { __keys: typeof keys }).__keys = keys;
      input.addEventListener('keydown', (event) => keys.push({ key: (event as KeyboardEvent).key, isComposing: (event as KeyboardEvent).isComposing }));
    });
    const cdp: CDPSession = await context.newCDPSession(page);
    // A Japanese IME at work, as Chromium's input pipeline delivers it: a composition in progress,
    // the Enter that confirms it (the input sees isComposing), then the converted text committed.
    await cdp.send('Input.imeSetComposition', { text: 'ばいせん', selectionStart: 4, selectionEnd: 4 });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13, nativeVirtualKeyCode: 13, text: '\r', unmodifiedText: '\r' });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13, nativeVirtualKeyCode: 13 });
    await cdp.send('Input.insertText', { text: '焙煎' });
    await page.waitForTimeout(300);
    const keys = await frame.evaluate(() => (window as unknown as { __keys: { key: string; isComposing: boolean }[] }).__keys);
    assert.ok(keys.some((k) => k.key === 'Enter' && k.isComposing), `the input saw the Enter while composing: ${JSON.stringify(keys)}`);
    assert.equal(await conversationLog(page).locator('.row.visitor').count(), before, 'nothing was sent while converting');
    assert.equal((await box.inputValue()).trim(), '焙煎', 'the converted text waits in the box');

    await box.fill('焙煎日はいつですか');
    await box.press('Enter');
    await conversationLog(page).locator('.row.visitor').nth(before).waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
    assert.equal(await conversationLog(page).locator('.row.visitor').last().textContent(), '焙煎日はいつですか');
    await cdp.detach();
  });

  test('the fallback with the contact form: the question and the start of 申し訳ありません… stay in view above the form', async () => {
    const { page } = session;
    // The sample agent's お問い合わせ offers itself with the fallback too; this one makes sure a form
    // does, whatever another spec did to that one.
    const formId = await addFallbackForm(owner, FALLBACK_FORM);
    const original = page.viewportSize();
    try {
      // A laptop's short window: the answer and its form are taller than the log.
      await page.setViewportSize({ width: 1280, height: 720 });
      await settleChat(page);
      const fallback = (await owner.json<{ messages: { fallback: string } }>('GET', 'fixed-messages')).messages.fallback;
      const answer = await ask(page, UNANSWERABLE);
      assert.equal(await answerText(answer), fallback);
      await answer.locator('xpath=..').getByRole('form').waitFor({ state: 'attached', timeout: WIDGET_TIMEOUT_MS });
      await assertAnswerStartInView(page, answer, UNANSWERABLE);
      await snapWidget(page, 'widget-fallback-form');
    } finally {
      if (original) await page.setViewportSize(original);
      await owner.json('DELETE', `forms/${formId}`);
    }
  });

  test('a site the owner did not allow: no launcher at all, a Japanese warning, the site reported to the owner, nothing answered', async () => {
    const { context } = session;
    const refusedPage = await context.newPage();
    const warnings: string[] = [];
    refusedPage.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const seen = apiRequests(refusedPage);
    const countBefore = (await refusedOrigin(owner, widget.other))?.count ?? 0;
    await refusedPage.goto(`${widget.other}/`);
    // The owner finds the site among the refused ones (リンク設定's 最近拒否されたサイト), reported by the loader.
    const row = await nextRefusal(owner, widget.other, countBefore);
    assert.ok(Date.now() - Date.parse(row.last_seen_at) < 60_000, `refused just now: ${JSON.stringify(row)}`);
    await refusedPage.waitForLoadState('networkidle');
    await refusedPage.waitForTimeout(1_000);
    assert.equal(await widgetHost(refusedPage).count(), 0, 'no launcher, no bubble: nothing drawn at all');
    // Only widget.js (revalidated once its minute is over) and the report: no frame, no frame link.
    assert.deepEqual(seen.filter((request) => request.includes('/frame') || request.includes('/widget-assets/')), [], `no frame and no frame link asked for: ${JSON.stringify(seen)}`);
    assert.ok(warnings.some((w) => w.includes('このサイトは許可されていません')), `a Japanese warning in the console: ${JSON.stringify(warnings)}`);
    await snapWidget(refusedPage, 'widget-refused');

    const started = await fetch(`${PUBLIC}/conversations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: widget.other },
      body: JSON.stringify({ origin: widget.other, page_url: `${widget.other}/` }),
    });
    assert.equal(started.status, 403);
    assert.deepEqual(await started.json(), { code: 'origin_not_allowed', message: 'このサイトではチャットを利用できません' });
    await refusedPage.close();
  });
});
