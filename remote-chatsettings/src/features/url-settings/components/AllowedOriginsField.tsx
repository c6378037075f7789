import { useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { ALLOWED_ORIGINS_MAX, urlSettingsRequestSchema } from 'shared-contracts';
import { isImeComposing } from 'shared-ui';
import { labels } from '../labels';

/** The contract's rule for one site, as the API applies it to each entry of the list. */
const originInputSchema = urlSettingsRequestSchema.shape.allowed_origins.element;

export type AllowedOriginsFieldProps = {
  origins: readonly string[];
  onChange(next: string[]): void;
  /** The list's own error (none while restricting) and the errors of single entries, by index. */
  error?: string;
  itemErrors?: readonly (string | undefined)[];
};

/**
 * The sites the widget may answer on. Each one is checked with the contract's rule when added and
 * kept in the canonical spelling the API stores (https://Example.com/ becomes https://example.com).
 */
export function AllowedOriginsField({ origins, onChange, error, itemErrors = [] }: AllowedOriginsFieldProps) {
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const full = origins.length >= ALLOWED_ORIGINS_MAX;

  function add() {
    const parsed = originInputSchema.safeParse(draft);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    if (origins.includes(parsed.data)) {
      setProblem(labels.origins.duplicate(parsed.data));
      return;
    }
    onChange([...origins, parsed.data]);
    setDraft('');
    setProblem(null);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Enter') return;
    // The add box lives inside the settings form: Enter adds the site instead of saving the form.
    event.preventDefault();
    if (!isImeComposing(event)) add();
  }

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
        <TextField
          label={labels.origins.input}
          placeholder={labels.origins.placeholder}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setProblem(null);
          }}
          onKeyDown={handleKeyDown}
          error={problem !== null}
          helperText={problem ?? (full ? labels.origins.max : labels.origins.help)}
          disabled={full}
          size="small"
          sx={{ flex: '1 1 360px', maxWidth: 560 }}
          slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false, autoComplete: 'off' } }}
        />
        <Button variant="outlined" startIcon={<AddIcon />} onClick={add} disabled={full} sx={{ height: 40, flexShrink: 0 }}>
          {labels.origins.add}
        </Button>
      </Box>
      {origins.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {labels.origins.empty}
        </Typography>
      ) : (
        <Paper variant="outlined" sx={{ mt: 1 }}>
          <List dense disablePadding aria-label={labels.origins.title}>
            {origins.map((origin, index) => (
              <ListItem
                key={origin}
                divider={index < origins.length - 1}
                secondaryAction={
                  <IconButton
                    edge="end"
                    size="small"
                    aria-label={labels.origins.remove(origin)}
                    onClick={() => onChange(origins.filter((other) => other !== origin))}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={origin}
                  secondary={itemErrors[index]}
                  slotProps={{
                    primary: { sx: { fontFamily: 'monospace', overflowWrap: 'anywhere' } },
                    secondary: { color: 'error' },
                  }}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      {error ? (
        <FormHelperText error role="alert" sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
