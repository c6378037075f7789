import { KNOWLEDGE_TITLE_MAX } from 'shared-contracts';
import type { SafeFetch } from '#src/lib/safe-fetch/index';
import type { KnowledgeItemsRepository } from '../knowledge-items-repository';
import type { ClaimedItem } from '../knowledge-queue-repository';
import { hasText } from '../extract/document';
import { extractFile } from '../extract/extract-file';
import { extractPlainText } from '../extract/extract-plain-text';
import { ExtractionError } from '../extract/extraction-error';
import { fetchPage } from '../extract/fetch-page';
import { indexingMessages } from '../messages';
import { documentPassages, type PassagePlan, qaPassages } from './build-passages';

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

/**
 * An item's passages from its source: what the owner wrote, the stored file, or the web page
 * fetched now. Throws ExtractionError with the reason the owner sees when there is nothing to index.
 */
export async function sourcePassages(item: ClaimedItem, context: SourceContext): Promise<SourcePassages> {
  const { content } = item;
  switch (content.type) {
    case 'qa':
      return { passages: qaPassages(content) };
    case 'article':
      return { passages: documentPassages(item.title, extractPlainText(content.body)) };
    case 'file': {
      const bytes = await context.items.fileBytes(item.id);
      if (!bytes) throw new ExtractionError(indexingMessages.fileMissing);
      const document = await extractFile(content.kind, bytes);
      if (!hasText(document)) throw new ExtractionError(indexingMessages.noText);
      return { passages: documentPassages(item.title, document) };
    }
    case 'url': {
      const document = await fetchPage(context.safeFetch, content.url, context.fetchTimeoutMs);
      if (!hasText(document)) throw new ExtractionError(indexingMessages.pageNoText);
      const title = Array.from(document.title ?? content.url).slice(0, KNOWLEDGE_TITLE_MAX).join('');
      return { passages: documentPassages(title, document), title };
    }
  }
}
