import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FORM_FIELD_TYPES, FORM_FIELD_TYPE_LABELS, type FormFieldType } from 'shared-contracts';
import { labels } from '../labels';
import { FIELD_TYPE_ICONS } from './FieldTypeIcons';

export interface FieldPaletteProps {
  onAdd(type: FormFieldType): void;
  disabled: boolean;
}

/** The ten kinds of field, one button each; a click adds one at the end of the form. */
export function FieldPalette({ onAdd, disabled }: FieldPaletteProps) {
  return (
    <Box
      role="group"
      aria-label={labels.builder.palette}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {FORM_FIELD_TYPES.map((type) => {
        const Icon = FIELD_TYPE_ICONS[type];
        return (
          <Button
            key={type}
            variant="outlined"
            color="inherit"
            startIcon={<Icon />}
            onClick={() => onAdd(type)}
            disabled={disabled}
            aria-label={labels.builder.addField(FORM_FIELD_TYPE_LABELS[type])}
            sx={{ borderColor: 'divider', whiteSpace: 'nowrap', '& .MuiButton-startIcon': { color: 'primary.main', mr: 0.75 } }}
          >
            {FORM_FIELD_TYPE_LABELS[type]}
          </Button>
        );
      })}
    </Box>
  );
}
