import { KNOWLEDGE_BODY_MAX } from 'shared-contracts';

/** Room for the longest article in JSON: four bytes a character (emoji), escapes and the other fields. */
export const KNOWLEDGE_BODY_LIMIT = KNOWLEDGE_BODY_MAX * 4 + 64 * 1024;
