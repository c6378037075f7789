// An answer spoken through the owner's VOICEVOX engine, which the API reaches for the widget
// (POST …/speech): here a VOICEVOX stand-in this spec serves on the harness's fake public site
// (TEST_ONLY_FAKE_PUBLIC_SITE, the one address the API's guarded client takes for public while it
// refuses loopback), with the engine's real endpoints and a second of a tone for a voice, so the
// avatar's mouth, driven by the loudness of the audio, can be seen to open.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { audioQueryFor, ENGINE_SPEAKERS } from '../../api/test/avatarsettings/fake-voicevox.ts';
import { launchBrowser, signedOutContext } from '../harness/browser.ts';
import { harnessInfo } from '../harness/harness-info.ts';
import { ownerApi } from '../harness/owner-api.ts';
import { ask, chat, chatFrame, openChat, WIDGET_TIMEOUT_MS } from '../harness/widget-page.ts';
import { freshAgent } from '../harness/agent-baseline.ts';

const { apiUrl, demo, widget, fakeSite } = harnessInfo();
const owner = ownerApi(apiUrl, demo);
const STYLE = { id: 2, speaker: '四国めたん', style: 'ノーマル' };

/** PCM WAV, 16-bit mono 24 kHz: `seconds` of a 440 Hz tone at half scale, as loud as a voice. */
function toneWav(seconds: number): Buffer {
  const rate = 24_000;
  const data = Buffer.alloc(Math.round(rate * seconds) * 2);
  for (let i = 0; i < data.length / 2; i += 1) data.writeInt16LE(Math.round(16_000 * Math.sin((2 * Math.PI * 440 * i) / rate)), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** VOICEVOX's endpoints the API calls: GET /speakers, POST /audio_query, POST /synthesis. */
function startEngine(port: number, synthesized: string[]): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://engine');
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    request.resume();
    request.on('end', () => {
      if (request.method === 'GET' && url.pathname === '/speakers') return json(200, ENGINE_SPEAKERS);
      if (request.method === 'POST' && url.pathname === '/audio_query') {
        const text = url.searchParams.get('text') ?? '';
        synthesized.push(text);
        return json(200, audioQueryFor(text));
      }
      if (request.method === 'POST' && url.pathname === '/synthesis') {
        const wav = toneWav(1.5);
        response.writeHead(200, { 'content-type': 'audio/wav', 'content-length': String(wav.length) });
        return response.end(wav);
      }
      return json(404, { detail: 'Not Found' });
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

describe('an answer spoken with VOICEVOX', () => {
  let browser: Browser;
  let page: Page;
  let engine: Server;
  let saved: Record<string, unknown> | null = null;
  const synthesized: string[] = [];

  before(async () => {
    await freshAgent();
    engine = await startEngine(fakeSite.port, synthesized);
    await owner.json('PUT', 'url-settings', { restrict_origins: false, allowed_origins: [], page_rules: [] });
    const { updated_at: _updated, ...current } = await owner.json<Record<string, unknown>>('GET', 'voice-settings');
    saved = current;
    await owner.json('PUT', 'voice-settings', {
      ...current,
      enabled: true,
      engine: { type: 'voicevox', engine_url: fakeSite.origin, speaker_id: STYLE.id, speaker_name: STYLE.speaker, style_name: STYLE.style },
    });
    browser = await launchBrowser();
    page = await (await signedOutContext(browser)).newPage();
  });

  after(async () => {
    await browser?.close();
    if (saved) await owner.json('PUT', 'voice-settings', saved);
    await new Promise<void>((resolve) => {
      engine.closeAllConnections();
      engine.close(() => resolve());
    });
  });

  test('the answer is synthesized by the engine through the API and the avatar’s mouth moves with it', async () => {
    await page.goto(`${widget.allowed}/`);
    // Opening the chat has the avatar say the basic agent settings' greeting first, with the same voice.
    const isSpeech = (response: { url(): string; request(): { method(): string } }) => response.url().endsWith('/speech') && response.request().method() === 'POST';
    const greetingSpeech = page.waitForResponse(isSpeech, { timeout: WIDGET_TIMEOUT_MS });
    await openChat(page);
    assert.equal((await greetingSpeech).status(), 200);
    const greeting = ((await chat(page).locator('.avatar-says').textContent()) ?? '').trim();
    assert.ok(greeting !== '' && synthesized.includes(greeting), `the engine was asked to read the avatar's greeting: ${JSON.stringify(synthesized)}`);
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
    assert.ok(synthesized.includes(spoken), `the engine was asked to read the answer: ${JSON.stringify(synthesized)}`);

    await frame.waitForFunction(() => (window as unknown as { __mouths: string[] }).__mouths.includes('open'), undefined, { timeout: WIDGET_TIMEOUT_MS });
    await frame.waitForFunction(() => document.querySelector('.avatar-chat-avatar')?.getAttribute('data-mouth') === 'closed', undefined, { timeout: WIDGET_TIMEOUT_MS });
  });
});
