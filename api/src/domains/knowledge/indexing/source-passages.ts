import { KNOWLEDGE_TITLE_MAX } from 'shared-contracts';
import type { SafeFetch } from '#src/lib/safe-fetch/index';
import { timeSlicer, type TimeSlicer } from '#src/lib/time-slice/index';
import type { KnowledgeItemsRepository } from '../knowledge-items-repository';
import type { ClaimedItem } from '../knowledge-queue-repository';
import { type ExtractedDocument, hasText } from '../extract/document';
import { extractFile } from '../extract/extract-file';
import { extractPlainText } from '../extract/extract-plain-text';
import { ExtractionError, type ExtractionLimit, ExtractionLimitError } from '../extract/extraction-error';
import { fetchPage } from '../extract/fetch-page';
import { EXTRACTED_CHARS_MAX, limitedChars, PASSAGES_MAX } from '../extract/limits';
import { indexingMessages, knowledgeMessages } from '../messages';
import { documentPassagesInSlices, type PassagePlan, qaPassages } from './build-passages';

export interface SourceContext {
  items: Pick<KnowledgeItemsRepository, 'fileBytes'>;
  safeFetch: SafeFetch;
  fetchTimeoutMs: number;
}

export interface SourcePassages {
  passages: PassagePlan;
  /** A web page's title as fetched; undefined keeps the item's title. */
  title?: string;
}

/** What an item over a limit of extract/limits.ts shows, by where its text came from. */
const LIMIT_MESSAGES: Record<'file' | 'url' | 'typed', Partial<Record<ExtractionLimit, string>>> = {
  file: { chars: knowledgeMessages.uploadTextTooLong, passages: knowledgeMessages.uploadTooManyPassages },
  url: { chars: indexingMessages.pageTextTooLong, passages: indexingMessages.pageTooManyPassages },
  typed: { chars: indexingMessages.itemTooManyPassages, passages: indexingMessages.itemTooManyPassages },
};

/** Throws when the document's text passes EXTRACTED_CHARS_MAX. */
async function checkChars(document: ExtractedDocument, slicer: TimeSlicer): Promise<void> {
  let chars = 0;
  for (const block of document.blocks) {
    chars += limitedChars(block.text);
    if (chars > EXTRACTED_CHARS_MAX) throw new ExtractionLimitError('chars', knowledgeMessages.uploadTextTooLong);
    await slicer.pause();
  }
}

function checkPassages(plan: PassagePlan): PassagePlan {
  if (plan.length > PASSAGES_MAX) throw new ExtractionLimitError('passages', knowledgeMessages.uploadTooManyPassages);
  return plan;
}

/**
 * An item's passages from its source: what the owner wrote, the stored file, or the web page
 * fetched now. Throws ExtractionError with the reason the owner sees when there is nothing to index,
 * or when the source passes a limit of extract/limits.ts (its characters while they are read, its
 * passages once split, before any is indexed). Splitting takes turns with the event loop.
 */
export async function sourcePassages(item: ClaimedItem, context: SourceContext, slicer: TimeSlicer = timeSlicer()): Promise<SourcePassages> {
  const { content } = item;
  const source = content.type === 'file' ? 'file' : content.type === 'url' ? 'url' : 'typed';
  try {
    switch (content.type) {
      case 'qa':
        return { passages: checkPassages(qaPassages(content)) };
      case 'article':
        return { passages: checkPassages(await documentPassagesInSlices(item.title, extractPlainText(content.body), slicer)) };
      case 'file': {
        const bytes = await context.items.fileBytes(item.id);
        if (!bytes) throw new ExtractionError(indexingMessages.fileMissing);
        const document = await extractFile(content.kind, bytes);
        if (!hasText(document)) throw new ExtractionError(indexingMessages.noText);
        await checkChars(document, slicer);
        return { passages: checkPassages(await documentPassagesInSlices(item.title, document, slicer)) };
      }
      case 'url': {
        const document = await fetchPage(context.safeFetch, content.url, context.fetchTimeoutMs);
        if (!hasText(document)) throw new ExtractionError(indexingMessages.pageNoText);
        await checkChars(document, slicer);
        const title = Array.from(document.title ?? content.url).slice(0, KNOWLEDGE_TITLE_MAX).join('');
        return { passages: checkPassages(await documentPassagesInSlices(title, document, slicer)), title };
      }
    }
  } catch (error) {
    if (error instanceof ExtractionLimitError) {
      const message = LIMIT_MESSAGES[source][error.limit];
      if (message) throw new ExtractionLimitError(error.limit, message);
    }
    throw error;
  }
}
