import { parse } from 'node-html-parser';
import { onFirstUse } from '#src/lib/modules/on-first-use';
import type { ExtractedDocument } from './document';
import { ExtractionError } from './extraction-error';
import { htmlBlocks } from './html-blocks';
import { indexingMessages } from '../messages';

// Only a Word upload needs it.
const loadMammoth = onFirstUse<typeof import('mammoth')>('mammoth');

/**
 * A Word document through mammoth's HTML (which maps Word's heading styles to h1–h6 and keeps
 * tables), read with the same rules as a web page's main text. Pictures are left out unread
 * (mammoth would inline each as base64): their text is none, and their bytes are the document's bulk.
 */
export async function extractDocx(bytes: Uint8Array): Promise<ExtractedDocument> {
  const mammoth = loadMammoth();
  let html: string;
  try {
    ({ value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) }, { convertImage: mammoth.images.imgElement(async () => ({ src: '' })) }));
  } catch (error) {
    throw new ExtractionError(indexingMessages.docxBroken, { cause: error });
  }
  const root = parse(`<body>${html}</body>`);
  return { title: null, blocks: htmlBlocks(root) };
}
