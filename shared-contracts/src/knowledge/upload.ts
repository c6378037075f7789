/**
 * Files a knowledge item can be made from. The API judges a file by its content (a PDF starts with
 * %PDF-, a .docx is a ZIP holding word/document.xml, text must read as UTF-8 or Shift_JIS) and
 * refuses one whose content and name disagree.
 */

export const KNOWLEDGE_FILE_KINDS = ['pdf', 'docx', 'text', 'markdown', 'csv'] as const;
export type KnowledgeFileKind = (typeof KNOWLEDGE_FILE_KINDS)[number];

export const KNOWLEDGE_FILE_KIND_LABELS: Record<KnowledgeFileKind, string> = {
  pdf: 'PDF',
  docx: 'Word（.docx）',
  text: 'テキスト（.txt）',
  markdown: 'Markdown（.md）',
  csv: 'CSV（.csv）',
};

export const KNOWLEDGE_FILE_EXTENSIONS: Record<KnowledgeFileKind, readonly string[]> = {
  pdf: ['.pdf'],
  docx: ['.docx'],
  text: ['.txt'],
  markdown: ['.md', '.markdown'],
  csv: ['.csv'],
};

/** For `<input type="file" accept=…>`. */
export const KNOWLEDGE_FILE_ACCEPT = Object.values(KNOWLEDGE_FILE_EXTENSIONS).flat().join(',');

export const KNOWLEDGE_FILE_MAX_MB = 20;
export const KNOWLEDGE_FILE_MAX_BYTES = KNOWLEDGE_FILE_MAX_MB * 1024 * 1024;
