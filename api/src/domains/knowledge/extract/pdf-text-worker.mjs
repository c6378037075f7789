// The PDF reader's thread (extract-pdf.ts starts one per PDF): PDF.js through unpdf's serverless
// build, one page at a time, each page's text posted as soon as it is read. Plain JavaScript, so
// that it loads the same under tsx, jest and the Docker image. PDF.js parses and inflates on the
// thread that calls it, seconds of CPU for a large PDF: here that is not the thread answering
// visitors, and the thread that started it can stop it at any moment (memory, time, characters).
import { parentPort, workerData } from 'node:worker_threads';
import { getDocumentProxy } from 'unpdf';

/** @type {{ bytes: Uint8Array, maxChars: number }} */
const { bytes, maxChars } = workerData;

/** Characters as the limits count them: limitedChars of limits.ts (code points, line breaks left out). */
function codePoints(text) {
  let count = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    // The high half of a surrogate pair starts a character; its low half does not.
    if ((code < 0xdc00 || code > 0xdfff) && code !== 0x0a && code !== 0x0d) count += 1;
  }
  return count;
}

async function read() {
  // Fonts are never compiled to functions (isEvalSupported: false), which closes the font-program hole of 2024.
  const document = await getDocumentProxy(bytes, { isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  try {
    let chars = 0;
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      // As unpdf's extractText joins a page's items.
      const text = content.items
        .filter((item) => item.str != null)
        .map((item) => item.str + (item.hasEOL ? '\n' : ''))
        .join('');
      page.cleanup();
      chars += codePoints(text);
      parentPort?.postMessage({ type: 'page', text });
      if (chars > maxChars) return;
    }
  } finally {
    await document.destroy();
  }
}

read().then(
  () => parentPort?.postMessage({ type: 'done' }),
  (error) => parentPort?.postMessage({ type: 'error', name: error instanceof Error ? error.name : '', message: error instanceof Error ? error.message : String(error) }),
);
