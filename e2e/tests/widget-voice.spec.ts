// An answer spoken through the owner's VOICEVOX engine, which the API reaches for the widget
// (POST …/speech): here a VOICEVOX stand-in this spec serves on the harness's fake public site
// (TEST_ONLY_FAKE_PUBLIC_SITE, the one address the API's guarded client takes for public while it
// refuses loopback), with the engine's real endpoints and a second of a tone for a voice, so the
// avatar's mouth, driven by the loudness of the audio, can be seen to open.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startFakeVoicevox, textsRead, toneWav } from '../../api/test/avatarsettings/fake-voicevox.ts';
import type { FakeServer } from '../../api/test/fake-server.ts';
import { browserSession } from '../harness/browser.ts';
import { harnessInfo } from '../harness/harness-info.ts';
import { ownerApi } from '../harness/owner-api.ts';
import { ask, chat, chatFrame, openChat, WIDGET_TIMEOUT_MS } from '../harness/widget-page.ts';
import { freshAgent } from '../harness/agent-baseline.ts';

const { apiUrl, demo, widget, fakeSite } = harnessInfo();
const owner = ownerApi(apiUrl, demo);
const STYLE = { id: 2, speaker: '四国めたん', style: 'ノーマル' };

describe('an answer spoken with VOICEVOX', () => {
  const session = browserSession({ signedIn: false });
  let engine: FakeServer;
  let saved: Record<string, unknown> | null = null;

  before(async () => {
    await freshAgent();
    // A second and a half of a tone for each sentence: loud enough for the mouth, driven by the audio's level, to open.
    engine = await startFakeVoicevox({ port: fakeSite.port, wav: () => toneWav(1.5) });
    await owner.json('PUT', 'url-settings', { restrict_origins: false, allowed_origins: [], page_rules: [] });
    const { updated_at: _updated, ...current } = await owner.json<Record<string, unknown>>('GET', 'voice-settings');
    saved = current;
    await owner.json('PUT', 'voice-settings', {
      ...current,
      enabled: true,
      engine: { type: 'voicevox', engine_url: fakeSite.origin, speaker_id: STYLE.id, speaker_name: STYLE.speaker, style_name: STYLE.style },
    });
  });

  after(async () => {
    if (saved) await owner.json('PUT', 'voice-settings', saved);
    await engine?.close();
  });

  test('the answer is synthesized by the engine through the API and the avatar’s mouth moves with it', async () => {
    const { page } = session;
    await page.goto(`${widget.allowed}/`);
    // Opening the chat has the avatar say the basic agent settings' greeting first, with the same voice.
    const isSpeech = (response: { url(): string; request(): { method(): string } }) => response.url().endsWith('/speech') && response.request().method() === 'POST';
    const greetingSpeech = page.waitForResponse(isSpeech, { timeout: WIDGET_TIMEOUT_MS });
    await openChat(page);
    assert.equal((await greetingSpeech).status(), 200);
    const greeting = ((await chat(page).locator('.avatar-says').textContent()) ?? '').trim();
    assert.ok(greeting !== '' && textsRead(engine).includes(greeting), `the engine was asked to read the avatar's greeting: ${JSON.stringify(textsRead(engine))}`);
    await chat(page).getByRole('button', { name: '音声読み上げをオフにする' }).waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
    const frame = await chatFrame(page);
    await frame.evaluate(() => {
      const mouths: string[] = [];
      (window as unknown as { __mouths: string[] }).__mouths = mouths;
      new MutationObserver((records) => {
        for (const record of records) {
          const value = (record.target as Element).getAttribute('data-mouth');
          if (record.attributeName === 'data-mouth' && value) mouths.push(value);
        }
      }).observe(document.body, { attributes: true, subtree: true, attributeFilter: ['data-mouth'] });
    });

    const speech = page.waitForResponse(isSpeech, { timeout: WIDGET_TIMEOUT_MS });
    const answer = await ask(page, '営業時間を教えてください');
    const response = await speech;
    assert.equal(response.status(), 200);
    assert.equal(response.headers()['content-type'], 'audio/wav');
    const spoken = ((await answer.locator('.text').textContent()) ?? '').trim();
    assert.ok(textsRead(engine).includes(spoken), `the engine was asked to read the answer: ${JSON.stringify(textsRead(engine))}`);

    await frame.waitForFunction(() => (window as unknown as { __mouths: string[] }).__mouths.includes('open'), undefined, { timeout: WIDGET_TIMEOUT_MS });
    await frame.waitForFunction(() => document.querySelector('.avatar-chat-avatar')?.getAttribute('data-mouth') === 'closed', undefined, { timeout: WIDGET_TIMEOUT_MS });
  });
});
