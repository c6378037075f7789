// Scratch: screenshots of 会話履歴 against ./run start (not committed).
import { chromium } from 'playwright-core';
const base = process.env.HOST_URL ?? 'http://localhost:3000';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const width of [1088, 1920]) {
  const page = await browser.newPage({ viewport: { width, height: 1000 } });
  await page.goto(`${base}/login`);
  await page.getByLabel('メールアドレス').fill('demo@example.com');
  await page.getByLabel('パスワード').fill('demo-password');
  await page.getByRole('button', { name: 'ログイン' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await page.goto(`${base}/conversationhistory`);
  await page.waitForTimeout(4000);
  await page.screenshot({ path: `/tmp/shots/list-${width}.png`, fullPage: false });
  const firstRow = page.getByRole('link').filter({ hasText: /\d{4}\/\d{2}\/\d{2}/ }).first();
  if (await firstRow.count()) {
    await firstRow.click();
    await page.waitForTimeout(3000);
    await page.screenshot({ path: `/tmp/shots/transcript-${width}.png`, fullPage: true });
    const teach = page.getByRole('button', { name: 'ナレッジに追加' }).first();
    if (await teach.count()) {
      await teach.click();
      await page.waitForTimeout(2000);
      await page.screenshot({ path: `/tmp/shots/teach-${width}.png` });
      await page.keyboard.press('Escape');
    }
  }
  await page.goto(`${base}/conversationhistory?unanswered=true&period=30d`);
  await page.waitForTimeout(3000);
  await page.screenshot({ path: `/tmp/shots/list-filtered-${width}.png` });
  const exportButton = page.getByRole('button', { name: 'CSVエクスポート' });
  if (await exportButton.count()) {
    await exportButton.click();
    await page.waitForTimeout(1000);
    await page.screenshot({ path: `/tmp/shots/export-${width}.png` });
  }
  await page.close();
}
await browser.close();
