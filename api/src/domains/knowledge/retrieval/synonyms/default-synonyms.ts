import { processWide } from '#src/lib/modules/process-wide';
import supportSynonyms from './support-synonyms.json';
import { loadSudachiSynonyms } from './sudachi-synonyms';
import { combineSynonymIndexes, createSynonymIndex, type SynonymIndex } from './synonym-index';

/**
 * The synonyms retrieval expands questions with: the curated support vocabulary first
 * (support-synonyms.json: 料金/価格/値段, 解約/退会/キャンセル, 問い合わせ/連絡…), then Sudachi's
 * dictionary. Built once per process, on the first question.
 */
export function defaultSynonyms(): SynonymIndex {
  return processWide('default-synonyms', () =>
    combineSynonymIndexes(createSynonymIndex(supportSynonyms.groups.map((words) => ({ words }))), loadSudachiSynonyms()),
  );
}
