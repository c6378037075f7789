// The widget as a visitor of an owner's site meets it: a launcher button drawn by the loader (in a
// shadow root on the site's page) and the chat in an iframe served by the API. Found by role and
// by the Japanese the visitor reads; the fakes behind the API are reached through the harness.
import assert from 'node:assert/strict';
import type { Frame, FrameLocator, Locator, Page } from 'playwright-core';
import { harnessInfo } from './harness-info.ts';
import { snap } from './screenshots.ts';

export const WIDGET_TIMEOUT_MS = 20_000;
export function widgetHost(page: Page): Locator {
  return page.locator('[data-avatar-chat]');
}

/** The loader's button: "<chat title>を開く" while closed, チャットを閉じる while open. */
export function launcher(page: Page): Locator {
  return widgetHost(page).getByRole('button', { name: /^(.+を開く|チャットを閉じる)$/ });
}

export function chat(page: Page): FrameLocator {
  return page.frameLocator('[data-avatar-chat] iframe');
}

/** The iframe's document, to run checks inside it. */
export async function chatFrame(page: Page): Promise<Frame> {
  const handle = await widgetHost(page).locator('iframe').elementHandle({ timeout: WIDGET_TIMEOUT_MS });
  assert.ok(handle, 'the chat iframe exists');
  const frame = await handle.contentFrame();
  assert.ok(frame, 'the chat iframe has a document');
  return frame;
}

export function composer(page: Page): Locator {
  return chat(page).getByRole('textbox', { name: 'メッセージ' });
}

export function conversationLog(page: Page): Locator {
  return chat(page).getByRole('log', { name: '会話' });
}

/** Every finished answer bubble, oldest first (a streamed one gets its id when it is done). */
export function answers(page: Page): Locator {
  return conversationLog(page).locator('.bubble.agent[data-message-id]');
}

/**
 * Waits for the chat iframe to stop moving, then has the page drawn once more. Headless Chromium
 * routes clicks into an out-of-process iframe by the geometry of the parent's last drawn frame, and
 * nothing on the shop page redraws by itself: after the iframe is shown or resized, a click could
 * land where the iframe used to be.
 */
export async function settleChat(page: Page): Promise<void> {
  const frame = widgetHost(page).locator('iframe');
  if ((await frame.count()) === 0) return;
  let last = JSON.stringify(await frame.boundingBox());
  for (let i = 0; i < 20; i += 1) {
    await page.waitForTimeout(100);
    const now = JSON.stringify(await frame.boundingBox());
    if (now === last) break;
    last = now;
  }
  await page.screenshot();
}

/** snap() for a page with the widget: the loader resizes the iframe after each width it shoots. */
export async function snapWidget(page: Page, name: string): Promise<void> {
  await snap(page, name);
  await settleChat(page);
}

/** Opens the chat with the launcher and waits until the visitor can type. */
export async function openChat(page: Page): Promise<void> {
  await launcher(page).click({ timeout: WIDGET_TIMEOUT_MS });
  try {
    await composer(page).waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
    await conversationLog(page).locator('.greeting').waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
  } catch (error) {
    throw new Error(`the chat did not open for typing:\n${await describeWidget(page)}`, { cause: error });
  }
  await settleChat(page);
}

/**
 * What the widget shows, for a failure message: the launcher's state, the iframe's box and style, and
 * the text the frame's document shows (an error, a sign-in form, nothing at all). A failed CI run
 * keeps only its output, so this is what tells a slow frame from a refused one.
 */
export async function describeWidget(page: Page): Promise<string> {
  const lines: string[] = [];
  const safe = async <T>(read: () => Promise<T>): Promise<T | string> => read().catch((error: unknown) => `(${String(error).split('\n')[0]})`);
  lines.push(`launcher: ${await safe(async () => `${await launcher(page).getAttribute('aria-label', { timeout: 1_000 })}, expanded=${await launcher(page).getAttribute('aria-expanded', { timeout: 1_000 })}`)}`);
  const iframe = widgetHost(page).locator('iframe');
  lines.push(`iframes: ${await iframe.count()}`);
  if ((await iframe.count()) > 0) {
    lines.push(`iframe style: ${await safe(() => iframe.getAttribute('style', { timeout: 1_000 }))}`);
    lines.push(`iframe src: ${await safe(() => iframe.getAttribute('src', { timeout: 1_000 }))}`);
    const body = await safe(async () => {
      const frame = await chatFrame(page);
      return frame.evaluate(() => `${document.readyState}: ${document.body?.innerText.slice(0, 600) ?? '(no body)'}`);
    });
    lines.push(`frame: ${body}`);
  }
  return lines.join('\n');
}

/** Types a question and sends it with Enter, then waits for its answer to be finished; returns that bubble. */
export async function ask(page: Page, text: string): Promise<Locator> {
  const before = await answers(page).count();
  await composer(page).fill(text);
  await composer(page).press('Enter');
  const answer = answers(page).nth(before);
  await answer.waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
  return answer;
}

export async function answerText(answer: Locator): Promise<string> {
  return ((await answer.locator('.text').textContent()) ?? '').trim();
}

/** The sign-in code mailed to `to`, read from the SMTP sink as the visitor reads their mailbox. */
export async function mailedCode(to: string): Promise<{ subject: string; code: string }> {
  const { controlUrl } = harnessInfo().widget.fakes;
  const response = await fetch(`${controlUrl}/mail/next?to=${encodeURIComponent(to)}&timeout=15000`);
  const body = (await response.json()) as { subject: string; text: string; message?: string };
  assert.equal(response.status, 200, `a mail reached ${to}: ${body.message ?? ''}`);
  const code = /\b(\d{6})\b/.exec(body.text)?.[1];
  assert.ok(code, `the mail carries a 6-digit code:\n${body.text}`);
  return { subject: body.subject, code };
}

/** What the OpenAI-compatible fake answers next: `pieces` streamed one SSE chunk each, `delayMs` apart. */
export async function llmAnswers(pieces: string[], delayMs: number): Promise<void> {
  const { controlUrl } = harnessInfo().widget.fakes;
  const response = await fetch(`${controlUrl}/llm/behave`, { method: 'POST', body: JSON.stringify({ kind: 'answer', pieces, delayMs }) });
  assert.equal(response.status, 200);
}

/** The chat completion requests the fake has received, oldest first. */
export async function llmRequests(): Promise<{ model?: string; stream?: boolean; messages?: { role: string; content: unknown }[] }[]> {
  const { controlUrl } = harnessInfo().widget.fakes;
  return (await fetch(`${controlUrl}/llm/requests`)).json() as Promise<{ model?: string; stream?: boolean; messages?: { role: string; content: unknown }[] }[]>;
}
