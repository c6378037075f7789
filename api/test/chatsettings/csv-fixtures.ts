/**
 * A CSV as Excel in Japan saves it with «CSV (コンマ区切り)»: Shift_JIS (CP932), CRLF, with a
 * header row. Text: 禁止ワード,メモ / ｶﾞｲﾄﾞ,半角カナ / 競合社名,営業上の理由 / 髙橋①,機種依存文字
 */
export const SHIFT_JIS_CSV = Uint8Array.from(
  Buffer.from(
    '8bd68e7e838f815b83682c838183820d0ab6deb2c4de2c94bc8a70834a83690d0a8ba38d878ed096bc2c89638bc68fe382cc979d97520d0a' +
      'eee08bb487402c8b408eed88cb91b695b68e9a0d0a',
    'hex',
  ),
);

export const SHIFT_JIS_CSV_TEXT = '禁止ワード,メモ\r\nｶﾞｲﾄﾞ,半角カナ\r\n競合社名,営業上の理由\r\n髙橋①,機種依存文字\r\n';

export const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
export function multipartFile(bytes: Uint8Array, fileName: string, type: string): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----test-boundary-7MA4YWxkTrZu0gW';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
