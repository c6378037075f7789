/**
 * What any text the API takes in may hold, one rule for every field of every request.
 *
 * PostgreSQL cannot store a NUL character in text (and refuses it with an error the API would turn
 * into a 500), and an unpaired UTF-16 surrogate is no character at all: it cannot be encoded as
 * UTF-8, so it breaks the database, CSV exports and the widget alike. Neither can be typed, only sent
 * on purpose or pasted from a broken source, so a field holding one is refused at the field; a
 * visitor's chat message, where refusing would only lose what they meant, is cleaned instead.
 */
// NUL is written as \0 inside a class: the lint forbids control characters spelled as \u0000 in a pattern.
const UNSTORABLE = /[\0]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'g');

export const UNSTORABLE_TEXT_MESSAGE = '使用できない文字（NUL文字や壊れた文字）が含まれています。入力し直してください';

/** Whether `text` holds a NUL character or an unpaired surrogate. */
export function hasUnstorableText(text: string): boolean {
  return UNSTORABLE.test(text);
}

/** `text` without NUL characters, each unpaired surrogate replaced by U+FFFD (what a decoder shows). */
export function cleanUnstorableText(text: string): string {
  return text.replace(UNSTORABLE_ALL, (found) => (found === '\u0000' ? '' : '\ufffd'));
}

/**
 * Where in a parsed request (body, query or path) a string, or an object key, holds what
 * {@link hasUnstorableText} refuses: the paths, at most `max` of them, in document order.
 */
export function unstorableTextPaths(value: unknown, max = 20): (string | number)[][] {
  const found: (string | number)[][] = [];
  const walk = (node: unknown, path: (string | number)[], depth: number): void => {
    if (found.length >= max || depth > 64) return;
    if (typeof node === 'string') {
      if (hasUnstorableText(node)) found.push(path);
      return;
    }
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, [...path, index], depth + 1));
      return;
    }
    if (node === null || typeof node !== 'object' || !isPlain(node)) return;
    for (const [key, item] of Object.entries(node)) {
      if (hasUnstorableText(key)) found.push([...path, key]);
      else walk(item, [...path, key], depth + 1);
    }
  };
  walk(value, [], 0);
  return found;
}

// Dates, buffers and the like are the schema's own values, never text from the request.
function isPlain(node: object): boolean {
  const proto = Object.getPrototypeOf(node);
  return proto === Object.prototype || proto === null;
}
