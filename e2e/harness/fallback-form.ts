// The fallback that brings a contact form (a form the agent may offer, triggers.by_agent), and what
// the visitor must still see once it came: their question and the start of 申し訳ありません…, above
// a form taller than the chat's log (issue #40: the log used to scroll to the form's end).
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import type { OwnerApi } from './owner-api.ts';
import { conversationLog } from './widget-page.ts';

/** A question neither the sample agent nor any spec answers. */
export const UNANSWERABLE = 'ドラゴンの飼い方を教えてください';

/** Adds a four-field form the agent offers with the fallback; returns its id (delete it afterwards). */
export async function addFallbackForm(owner: OwnerApi, name: string): Promise<string> {
  const form = await owner.json<{ id: string }>('POST', 'forms', {
    name,
    description: '回答が見つからなかったご質問は、こちらからお送りください。',
    fields: [
      { key: 'name', label: 'お名前', type: 'short_text', required: true },
      { key: 'email', label: 'メールアドレス', type: 'email', required: true },
      { key: 'phone', label: '電話番号', type: 'short_text', required: false },
      { key: 'body', label: 'ご質問の内容', type: 'long_text', required: true },
    ],
    thank_you_message: 'お問い合わせありがとうございます。',
    triggers: { keywords: [], by_agent: true },
  });
  return form.id;
}

/**
 * Asserts, by the boxes Chromium drew, that the whole question and the first line of `answer` (14 px
 * type at 1.6 in a bubble with 8 px padding) show in the log, and that the log is not at its end:
 * the form under the answer goes on below, so the view was placed, not just scrolled to the bottom.
 */
export async function assertAnswerStartInView(page: Page, answer: Locator, question: string): Promise<void> {
  const log = conversationLog(page);
  const asked = log.locator('.row.visitor').last();
  assert.equal(await asked.textContent(), question);
  const scrolled = await log.evaluate((node) => ({ top: node.scrollTop, room: node.clientHeight, height: node.scrollHeight }));
  assert.ok(scrolled.top + scrolled.room < scrolled.height - 1, `the form goes on below the log's bottom: ${JSON.stringify(scrolled)}`);
  const [logBox, questionBox, answerBox] = await Promise.all([log.boundingBox(), asked.boundingBox(), answer.boundingBox()]);
  assert.ok(logBox && questionBox && answerBox, 'the log, the question and the answer are drawn');
  const logBottom = logBox.y + logBox.height;
  assert.ok(questionBox.y >= logBox.y && questionBox.y + questionBox.height <= logBottom, `the whole question shows: ${JSON.stringify({ logBox, questionBox })}`);
  assert.ok(answerBox.y >= logBox.y && answerBox.y + 8 + 23 <= logBottom, `the answer's first line shows: ${JSON.stringify({ logBox, answerBox })}`);
}
