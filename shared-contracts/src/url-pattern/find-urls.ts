import { parseHttpUrl } from './http-url';

export interface FoundUrl {
  /** `text.slice(start, end)`. */
  readonly url: string;
  readonly start: number;
  readonly end: number;
}

// A URL runs over printable ASCII minus the characters RFC 3986 never allows unescaped (space,
// quotes, angle and curly brackets, backslash, caret, backtick, pipe). Anything else ends it: in
// Japanese text a URL is followed directly by 。、」） or a kana, never by more of the URL (an
// answer that wants 東京 in a path writes it percent-encoded).
const URL_CANDIDATE = /https?:\/\/[!#$%&'()*+,\-./0-9:;=?@A-Z[\]_a-z~]+/gi;
// Sentence punctuation right after a URL belongs to the sentence, as in "see https://a.example/."
const TRAILING_PUNCTUATION = /[.,:;!?'*]+$/;
const CLOSERS: Readonly<Record<string, string>> = { ')': '(', ']': '[' };

/**
 * The http(s) URLs in an answer or message, in order, for the output guard to check and remove.
 * Only URLs with a scheme are found: a bare example.com is not a link in the widget either.
 */
export function findUrls(text: string): FoundUrl[] {
  const found: FoundUrl[] = [];
  for (const candidate of text.matchAll(URL_CANDIDATE)) {
    const url = trimEnd(candidate[0]);
    if (parseHttpUrl(url) === null) continue;
    found.push({ url, start: candidate.index, end: candidate.index + url.length });
  }
  return found;
}

/** Drops trailing punctuation and closing brackets that close something outside the URL: "(https://a.example/x)". */
function trimEnd(candidate: string): string {
  let url = candidate;
  for (;;) {
    const trimmed = url.replace(TRAILING_PUNCTUATION, '');
    const last = trimmed.at(-1) ?? '';
    const opener = CLOSERS[last];
    if (opener !== undefined && count(trimmed, opener) < count(trimmed, last)) {
      url = trimmed.slice(0, -1);
      continue;
    }
    return trimmed;
  }
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}
