import { useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import CancelIcon from '@mui/icons-material/Cancel';
import { useController } from 'react-hook-form';
import { FORM_KEYWORD_MAX, FORM_KEYWORDS_MAX, keywordKey } from 'shared-contracts';
import { FieldHelper, isImeComposing } from 'shared-ui';
import { useBuilderForm } from '../hooks/use-builder-form';
import { messageAt } from '../utils/message-at';
import { labels } from '../labels';

/**
 * Trigger keywords as chips. Enter adds what is typed, except the Enter that confirms an IME
 * conversion; a keyword the list already has (as the runtime compares them) is not added twice.
 */
export function KeywordsField() {
  const { control, formState } = useBuilderForm();
  const { field } = useController({ control, name: 'triggers.keywords' });
  const [draft, setDraft] = useState('');
  const value: unknown = field.value;
  const keywords = Array.isArray(value) ? value.filter((keyword): keyword is string => typeof keyword === 'string') : [];
  const full = keywords.length >= FORM_KEYWORDS_MAX;
  const t = labels.builder;
  const listError = messageAt(formState.errors, 'triggers.keywords');
  const itemError = keywords.map((_keyword, i) => messageAt(formState.errors, `triggers.keywords.${i}`)).find(Boolean);

  const add = () => {
    const keyword = draft.trim();
    if (keyword === '' || full) return;
    const known = new Set(keywords.map(keywordKey));
    if (!known.has(keywordKey(keyword))) field.onChange([...keywords, keyword]);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter') return;
    // The form must not be submitted from here, whether or not a conversion is being confirmed.
    event.preventDefault();
    if (!isImeComposing(event)) add();
  };

  return (
    <Box>
      <TextField
        fullWidth
        label={t.keywords}
        placeholder={t.keywordPlaceholder}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          add();
          field.onBlur();
        }}
        inputRef={field.ref}
        disabled={full}
        error={Boolean(listError ?? itemError) || draft.length > FORM_KEYWORD_MAX}
        helperText={
          <FieldHelper
            error={listError ?? itemError ?? (full ? t.keywordsFull(FORM_KEYWORDS_MAX) : undefined)}
            hint={t.keywordsHint}
            count={{ value: draft, max: FORM_KEYWORD_MAX }}
          />
        }
      />
      {keywords.length > 0 ? (
        <Box component="ul" aria-label={t.keywords} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {keywords.map((keyword, i) => (
            <Box component="li" key={`${keyword}-${i}`}>
              <Chip
                label={keyword}
                color={messageAt(formState.errors, `triggers.keywords.${i}`) ? 'error' : 'default'}
                onDelete={() => field.onChange(keywords.filter((_kept, j) => j !== i))}
                deleteIcon={<CancelIcon aria-label={t.removeKeyword(keyword)} aria-hidden={false} />}
              />
            </Box>
          ))}
        </Box>
      ) : null}
      <FormHelperText sx={{ mx: 1.75 }}>{`${keywords.length} / ${FORM_KEYWORDS_MAX}`}</FormHelperText>
    </Box>
  );
}
