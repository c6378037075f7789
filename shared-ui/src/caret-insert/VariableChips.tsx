import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { MESSAGE_VARIABLES, MESSAGE_VARIABLE_LABELS } from 'shared-contracts';

export interface VariableChipsProps {
  /** The caption before the chips (「変数を挿入」). */
  caption: string;
  /** Names the group for assistive technology; the caption by default. */
  groupLabel?: string;
  /** Names each chip for assistive technology, when its visible label alone would not say enough. */
  chipLabel?(variableLabel: string, token: string): string;
  /** Called with the variable's token ({name}) to put where the caret is (useInsertAtCaret's insert). */
  onInsert(token: string): void;
}

/** The row of message variables under a text field: a click puts the variable's token at the caret. */
export function VariableChips({ caption, groupLabel = caption, chipLabel, onInsert }: VariableChipsProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75, mt: 1 }} role="group" aria-label={groupLabel}>
      <Typography variant="caption" color="text.secondary" sx={{ mr: 0.5 }}>
        {caption}
      </Typography>
      {MESSAGE_VARIABLES.map((variable) => {
        const token = `{${variable}}`;
        return (
          <Chip
            key={variable}
            size="small"
            variant="outlined"
            color="primary"
            label={MESSAGE_VARIABLE_LABELS[variable]}
            aria-label={chipLabel?.(MESSAGE_VARIABLE_LABELS[variable], token)}
            onClick={() => onInsert(token)}
            // Keeps the caret where the owner left it in the text.
            onMouseDown={(event) => event.preventDefault()}
          />
        );
      })}
    </Box>
  );
}
