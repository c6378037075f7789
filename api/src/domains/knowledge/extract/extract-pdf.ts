import { extractText, getDocumentProxy } from 'unpdf';
import { indexingMessages } from '../messages';
import { joinWrapped } from '../text/join-lines';
import type { Block, ExtractedDocument } from './document';
import { ExtractionError } from './extraction-error';

const SENTENCE_END = /[。！？!?．.:：」』）)]$/u;

/**
 * The text of a PDF, page by page, through PDF.js (unpdf's serverless build, no worker). Lines a
 * page wrapped inside a sentence are joined again: a line that reaches about the page's usual
 * width and does not end a sentence continues on the next one. Short lines (headings, list items,
 * the end of a paragraph) keep their break.
 */
export async function extractPdf(bytes: Uint8Array): Promise<ExtractedDocument> {
  let pages: string[];
  try {
    // PDF.js takes over (detaches) the buffer it is given, so it gets a copy. Fonts are never
    // compiled to functions (isEvalSupported: false), which closes the font-program hole of 2024.
    const document = await getDocumentProxy(new Uint8Array(bytes), {
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: 0,
    });
    try {
      ({ text: pages } = await extractText(document, { mergePages: false }));
    } finally {
      await document.destroy();
    }
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    throw new ExtractionError(name === 'PasswordException' ? indexingMessages.pdfEncrypted : indexingMessages.pdfBroken, { cause: error });
  }
  const blocks: Block[] = pages.map((page) => ({ kind: 'text' as const, text: unwrapLines(page) })).filter((block) => block.text !== '');
  if (blocks.length === 0) throw new ExtractionError(indexingMessages.pdfNoText);
  return { title: null, blocks };
}

function unwrapLines(page: string): string {
  const lines = page
    .split(/\r\n?|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const lengths = lines.map((line) => Array.from(line).length).filter((length) => length >= 5).sort((a, b) => a - b);
  const usual = lengths[Math.floor(lengths.length / 2)] ?? 0;
  let text = '';
  let joinNext = false;
  for (const line of lines) {
    text = text === '' ? line : joinNext ? joinWrapped(text, line) : `${text}\n${line}`;
    joinNext = usual > 0 && Array.from(line).length >= usual * 0.8 && !SENTENCE_END.test(line);
  }
  return text;
}
