import { useId, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import CancelIcon from '@mui/icons-material/Cancel';
import { TRIGGER_WORDS_MAX, triggerWordKey, triggerWordSchema } from 'shared-contracts';
import { FieldHelper, isImeComposing } from 'shared-ui';
import { splitWords } from '../utils/split-words';
import { labels } from '../labels';

export interface TriggerWordsInputProps {
  value: string[];
  onChange(words: string[]): void;
  onBlur(): void;
  /** The schema's message for the list or one of its words. */
  error?: string;
  hint: string;
  /** Marks the word the schema refused. */
  invalidIndex?: number;
  inputRef?: (element: HTMLInputElement | null) => void;
}

/**
 * Words as chips, added with Enter or a comma. The Enter that confirms a kana-kanji conversion only
 * confirms it; a word the schema would refuse (too long, already there) is held back with its message.
 */
export function TriggerWordsInput({ value, onChange, onBlur, error, hint, invalidIndex, inputRef }: TriggerWordsInputProps) {
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const labelId = useId();
  const full = value.length >= TRIGGER_WORDS_MAX;

  const add = (text: string): boolean => {
    const words = [...value];
    for (const candidate of splitWords(text)) {
      const parsed = triggerWordSchema.safeParse(candidate);
      if (!parsed.success) {
        setDraftError(parsed.error.issues[0]?.message ?? null);
        return false;
      }
      if (words.some((w) => triggerWordKey(w) === triggerWordKey(parsed.data))) {
        setDraftError(`「${parsed.data}」はすでに追加されています`);
        return false;
      }
      if (words.length >= TRIGGER_WORDS_MAX) {
        setDraftError(labels.triggerWordsFull);
        return false;
      }
      words.push(parsed.data);
    }
    setDraftError(null);
    if (words.length !== value.length) onChange(words);
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (isImeComposing(event)) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      if (add(draft)) setDraft('');
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const onDraftChange = (text: string) => {
    // A comma typed or pasted ends a word; what follows the last one stays in the field.
    if (/[、,，\n]/.test(text)) {
      const cut = Math.max(text.lastIndexOf('、'), text.lastIndexOf(','), text.lastIndexOf('，'), text.lastIndexOf('\n'));
      if (add(text.slice(0, cut))) {
        setDraft(text.slice(cut + 1));
        return;
      }
    }
    setDraftError(null);
    setDraft(text);
  };

  const message = draftError ?? error;
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Box id={labelId} component="span" sx={{ display: 'block', fontSize: '0.875rem', color: 'text.secondary', mb: 0.75 }}>
        {labels.triggerWords}
      </Box>
      {value.length > 0 ? (
        <Box component="ul" aria-label={labels.triggerWords} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0, mb: 1 }}>
          {value.map((word, index) => (
            <li key={`${word}-${index}`}>
              <Chip
                label={word}
                size="small"
                color={index === invalidIndex ? 'error' : 'default'}
                variant={index === invalidIndex ? 'outlined' : 'filled'}
                onDelete={() => onChange(value.filter((_, i) => i !== index))}
                deleteIcon={<CancelIcon role="button" aria-label={labels.removeWord(word)} aria-hidden={false} />}
              />
            </li>
          ))}
        </Box>
      ) : null}
      <TextField
        size="small"
        fullWidth
        label={labels.addWord}
        value={draft}
        disabled={full}
        onChange={(event) => onDraftChange(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (draft.trim() !== '' && add(draft)) setDraft('');
          onBlur();
        }}
        inputRef={inputRef}
        error={Boolean(message)}
        helperText={<FieldHelper error={message ?? undefined} hint={full ? labels.triggerWordsFull : hint} />}
      />
    </Box>
  );
}
