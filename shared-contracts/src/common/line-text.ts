/**
 * What one line of text may hold (titles, labels, names, keywords, short form answers): printable
 * characters and spaces. A line break is refused in its own words; other control characters (TAB,
 * ESC, BEL, DEL, C1) and the bidirectional embeddings, overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069, which can make a label read backwards, "Trojan Source") are refused together.
 * Multi-line text keeps TAB, CR and LF and refuses the other C0 controls and DEL.
 * Checked code by code rather than with a regular expression of control characters, which the lint forbids.
 */
const isLineBreak = (code: number) => code === 0x0a || code === 0x0d || code === 0x85 || code === 0x2028 || code === 0x2029;
const isC0OrC1 = (code: number) => code <= 0x1f || (code >= 0x7f && code <= 0x9f);
const isBidiControl = (code: number) => (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
const isTextControl = (code: number) => (code <= 0x1f && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;

function some(text: string, test: (code: number) => boolean): boolean {
  for (let i = 0; i < text.length; i += 1) if (test(text.charCodeAt(i))) return true;
  return false;
}

export type LineTextProblem = 'line_break' | 'control';

/** Why `text` cannot be one line, or null when it can. */
export function lineTextProblem(text: string): LineTextProblem | null {
  if (some(text, isLineBreak)) return 'line_break';
  return some(text, (code) => isC0OrC1(code) || isBidiControl(code)) ? 'control' : null;
}

/** Whether multi-line `text` holds a control character other than TAB, CR and LF. */
export function hasTextControl(text: string): boolean {
  return some(text, isTextControl);
}

export const lineTextMessages = {
  lineBreak: (name: string) => `${name}に改行は入れられません`,
  control: (name: string) => `${name}に制御文字（タブや文字の向きを変える記号など）は入れられません`,
} as const;
