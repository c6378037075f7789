import { KNOWLEDGE_FILE_MAX_BYTES } from 'shared-contracts';
import { describeOutboundFailure } from '#src/errors/outbound-failure';
import { type SafeFetch, SafeFetchError, type SafeResponse } from '#src/lib/safe-fetch/index';
import { indexingMessages } from '../messages';
import { decodeHtml } from './decode-html';
import type { ExtractedDocument } from './document';
import { extractCsv } from './extract-csv';
import { extractHtmlPage } from './extract-html-page';
import { extractMarkdown } from './extract-markdown';
import { extractPdf } from './extract-pdf';
import { extractPlainText } from './extract-plain-text';
import { ExtractionError, ExtractionLimitError } from './extraction-error';

const ACCEPT = 'text/html,application/xhtml+xml,text/plain;q=0.9,text/markdown;q=0.9,application/pdf;q=0.8,*/*;q=0.1';
const MARKUP = /^\s*</;

/**
 * A web page's main text, fetched through the guarded client (only http(s); private, loopback and
 * link-local addresses refused, after every redirect too; time and size bounded). HTML, PDF,
 * plain text, Markdown and CSV are read; the content decides when the declared type is vague.
 */
export async function fetchPage(safeFetch: SafeFetch, url: string, timeoutMs: number): Promise<ExtractedDocument> {
  let response: SafeResponse;
  try {
    response = await safeFetch(url, {
      headers: { accept: ACCEPT, 'accept-language': 'ja,en;q=0.5' },
      maxResponseBytes: KNOWLEDGE_FILE_MAX_BYTES,
      timeoutMs,
    });
  } catch (error) {
    if (error instanceof SafeFetchError) {
      // The body is counted as it is decompressed (gzip, deflate, br): a bomb stops at the limit.
      if (error.reason === 'too_large') throw new ExtractionLimitError('inflated', indexingMessages.pageTooLarge);
      const message = error.reason === 'private_address' ? indexingMessages.pagePrivateAddress(error.host) : describeOutboundFailure(error, timeoutMs);
      throw new ExtractionError(message, { cause: error });
    }
    throw error;
  }
  if (response.status < 200 || response.status > 299) throw new ExtractionError(indexingMessages.pageStatus(response.status));

  const contentType = String(response.headers['content-type'] ?? '');
  const type = contentType.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  const body = response.body;
  if (type === 'application/pdf' || body.subarray(0, 1024).includes('%PDF-')) {
    const document = await extractPdf(body);
    return { ...document, title: document.title ?? lastPathSegment(response.url) };
  }
  if (type === 'text/html' || type === 'application/xhtml+xml' || ((type === '' || type === 'application/octet-stream') && MARKUP.test(decodeHtml(body.subarray(0, 512), contentType)))) {
    return extractHtmlPage(decodeHtml(body, contentType));
  }
  if (type === 'text/plain') return extractPlainText(decodeHtml(body, contentType));
  if (type === 'text/markdown' || type === 'text/x-markdown') return extractMarkdown(decodeHtml(body, contentType));
  if (type === 'text/csv') return extractCsv(decodeHtml(body, contentType));
  throw new ExtractionError(indexingMessages.pageType(type || '不明な形式'));
}

function lastPathSegment(url: string): string | null {
  try {
    const segment = decodeURIComponent(new URL(url).pathname.split('/').filter(Boolean).pop() ?? '');
    return segment === '' ? null : segment;
  } catch {
    return null;
  }
}
