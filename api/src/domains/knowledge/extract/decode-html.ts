const CHARSET_IN_TYPE = /charset\s*=\s*"?([\w-]+)/i;
const META_CHARSET = /<meta[^>]+charset\s*=\s*["']?\s*([\w-]+)/i;

/**
 * An HTML page's bytes as text: the charset of the Content-Type header, else of a <meta> tag in the
 * first kilobytes, else UTF-8, else Shift_JIS (older Japanese sites often declare nothing).
 */
export function decodeHtml(bytes: Uint8Array, contentType: string): string {
  const declared = CHARSET_IN_TYPE.exec(contentType)?.[1] ?? META_CHARSET.exec(Buffer.from(bytes.subarray(0, 4096)).toString('latin1'))?.[1];
  if (declared) {
    const text = decodeWith(declared, bytes, false);
    if (text !== null) return text;
  }
  return decodeWith('utf-8', bytes, true) ?? decodeWith('shift_jis', bytes, true) ?? decodeWith('utf-8', bytes, false) ?? '';
}

function decodeWith(label: string, bytes: Uint8Array, fatal: boolean): string | null {
  try {
    return new TextDecoder(label.toLowerCase(), { fatal }).decode(bytes);
  } catch {
    return null;
  }
}
