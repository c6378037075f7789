// The widget answering through an LLM when the owner's detailed AI settings point at an
// OpenAI-compatible endpoint: here the harness's fake (api/test/fakes/openai-server.ts), which
// streams chat completion chunks over SSE a beat apart, so the visitor sees the answer grow. The
// base URL names it llm.e2e.test, which the API takes for a public site (TEST_ONLY_FAKE_PUBLIC_SITE):
// the harness does not allow private networks, so 127.0.0.1 itself would be refused.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSession } from '../harness/browser.ts';
import { harnessInfo } from '../harness/harness-info.ts';
import { ownerApi } from '../harness/owner-api.ts';
import { answerText, composer, conversationLog, llmAnswers, llmRequests, openChat, WIDGET_TIMEOUT_MS } from '../harness/widget-page.ts';
import { freshAgent } from '../harness/agent-baseline.ts';

const { apiUrl, demo, widget } = harnessInfo();
const owner = ownerApi(apiUrl, demo);
const PIECES = ['ご質問ありがとうございます。', '森の音のコーヒー豆は', 'すべて店内で', '自家焙煎しています。'];
const QUESTION = 'おすすめのコーヒー豆を教えてください';

describe('an LLM answer streamed into the widget', () => {
  const session = browserSession({ signedIn: false });
  let saved: Record<string, unknown>;

  before(async () => {
    await freshAgent();
    await owner.json('PUT', 'url-settings', { restrict_origins: false, allowed_origins: [], page_rules: [] });
    const { api_key_status: _status, updated_at: _updated, ...current } = await owner.json<Record<string, unknown>>('GET', 'detail-ai-settings');
    saved = current;
    await owner.json('PUT', 'detail-ai-settings', {
      ...current,
      engine: { type: 'openai_compatible', base_url: widget.fakes.openAiBaseUrl, model: 'fake-chat-model' },
      api_key: 'sk-e2e-fake-key',
      answer_only_from_knowledge: false,
    });
    // 700 ms apart: wide enough for the 100 ms reads below to see each piece even on a busy machine.
    await llmAnswers(PIECES, 700);
  });

  after(async () => {
    if (saved) await owner.json('PUT', 'detail-ai-settings', { ...saved, engine: { type: 'builtin' }, api_key: null });
  });

  test('the answer grows on screen as the provider streams it, and the provider got the question', async () => {
    const { page } = session;
    await page.goto(`${widget.allowed}/`);
    await openChat(page);
    await composer(page).fill(QUESTION);
    await composer(page).press('Enter');

    const pending = conversationLog(page).locator('.bubble.agent.pending .text');
    await pending.waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
    // Read what the visitor sees every 100 ms while the pieces arrive 700 ms apart.
    const seen = new Set<string>();
    const deadline = Date.now() + WIDGET_TIMEOUT_MS;
    while (Date.now() < deadline && (await pending.count()) > 0) {
      const text = ((await pending.textContent({ timeout: 1_000 }).catch(() => null)) ?? '').trim();
      if (text !== '' && text !== '回答を作成しています…') seen.add(text);
      await page.waitForTimeout(100);
    }
    const full = PIECES.join('');
    const partial = [...seen].filter((text) => text !== full);
    assert.ok(partial.length >= 2, `at least two partial states before the end (saw ${JSON.stringify([...seen])})`);
    for (const text of partial) assert.ok(full.startsWith(text), `a partial state is the start of the answer: ${text}`);

    const answer = conversationLog(page).locator('.bubble.agent[data-message-id]').last();
    await answer.waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
    assert.equal(await answerText(answer), full);

    const requests = await llmRequests();
    const last = requests.at(-1);
    assert.ok(last, 'the provider was called');
    assert.equal(last.model, 'fake-chat-model');
    assert.equal(last.stream, true);
    assert.ok(JSON.stringify(last.messages).includes(QUESTION), 'the visitor’s question reached the model');
  });
});
