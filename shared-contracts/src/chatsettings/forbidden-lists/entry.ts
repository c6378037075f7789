import { optionalLine } from '../../common/text-field';

/** Pieces the two forbidden lists (words, URLs) share. */

export const ENTRY_NOTE_MAX = 200;
/** Why the owner added an entry; never shown to visitors. */
export const entryNoteSchema = optionalLine('メモ', ENTRY_NOTE_MAX);
