import type { CSSProperties } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Controller, useWatch } from 'react-hook-form';
import {
  FORM_FIELD_HELP_TEXT_MAX,
  FORM_FIELD_LABEL_MAX,
  FORM_FIELD_PLACEHOLDER_MAX,
  FORM_FIELD_TYPE_LABELS,
  type FormFieldType,
} from 'shared-contracts';
import { FieldHelper, SwitchField } from 'shared-ui';
import { useBuilderForm } from '../hooks/use-builder-form';
import { hasErrorsAt, messageAt } from '../utils/message-at';
import { labels } from '../labels';
import { FieldRules } from './FieldRules';
import { FIELD_TYPE_ICONS } from './FieldTypeIcons';

export interface FieldCardProps {
  /** The field's key: its identity for drag and drop. */
  id: string;
  index: number;
  type: FormFieldType;
  expanded: boolean;
  onToggle(): void;
  onRemove(): void;
  /** Just added from the palette: its label takes the focus, ready to be typed over. */
  autoFocus: boolean;
}

// Where a visitor types, an example helps; choices, dates and a consent box have nothing to show there.
const HAS_PLACEHOLDER: ReadonlySet<FormFieldType> = new Set(['short_text', 'long_text', 'email', 'phone', 'number', 'dropdown']);

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** One field of the form: a summary row with its handle, and its settings below when opened. */
export function FieldCard({ id, index, type, expanded, onToggle, onRemove, autoFocus }: FieldCardProps) {
  const { register, control, formState } = useBuilderForm();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const live: unknown = useWatch({ control, name: `fields.${index}` });
  const value = isRecord(live) ? live : {};
  const label = text(value.label).trim() || labels.field.untitled;
  const path = `fields.${index}`;
  const error = (name: string) => messageAt(formState.errors, `${path}.${name}`);
  const invalid = hasErrorsAt(formState.errors, path);
  const Icon = FIELD_TYPE_ICONS[type];
  const t = labels.field;
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition };

  return (
    <Paper
      component="li"
      ref={setNodeRef}
      style={style}
      variant="outlined"
      data-testid="form-field-card"
      data-field-type={type}
      sx={{
        position: 'relative',
        zIndex: isDragging ? 2 : 0,
        boxShadow: isDragging ? 6 : 'none',
        borderColor: invalid ? 'error.main' : 'divider',
        listStyle: 'none',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: 0.5, pr: 1, minHeight: 56 }}>
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t.dragHandle(label)}
          sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none', color: 'text.secondary' }}
        >
          <DragIndicatorIcon />
        </IconButton>
        <Box aria-hidden sx={{ color: 'primary.main', display: 'flex' }}>
          <Icon />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }} noWrap data-testid="form-field-label">
            {label}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {FORM_FIELD_TYPE_LABELS[type]}
          </Typography>
        </Box>
        {invalid && !expanded ? (
          <Tooltip title={t.hasErrors}>
            <ErrorOutlineIcon color="error" aria-label={t.hasErrors} />
          </Tooltip>
        ) : null}
        {value.required === true ? <Chip size="small" color="primary" variant="outlined" label={t.requiredChip} /> : null}
        <IconButton aria-label={expanded ? t.collapse(label) : t.expand(label)} aria-expanded={expanded} onClick={onToggle}>
          {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        </IconButton>
        <Tooltip title={t.remove(label)}>
          <IconButton aria-label={t.remove(label)} onClick={onRemove} sx={{ '&:hover': { color: 'error.main' } }}>
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      </Box>
      <Collapse in={expanded} unmountOnExit>
        <Stack spacing={2.5} sx={{ px: 2, pb: 2.5, pt: 1, borderTop: 1, borderColor: 'divider' }}>
          <TextField
            {...register(`fields.${index}.label`)}
            label={t.label}
            required
            autoFocus={autoFocus}
            onFocus={(event) => {
              if (autoFocus) event.target.select();
            }}
            error={Boolean(error('label'))}
            helperText={<FieldHelper error={error('label')} count={{ value: text(value.label), max: FORM_FIELD_LABEL_MAX }} />}
          />
          <Controller
            control={control}
            name={`fields.${index}.required`}
            render={({ field }) => (
              <SwitchField label={t.required} checked={field.value === true} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} />
            )}
          />
          <FieldRules index={index} type={type} consentText={text(value.text)} />
          <TextField
            {...register(`fields.${index}.help_text`)}
            label={t.helpText}
            multiline
            minRows={1}
            error={Boolean(error('help_text'))}
            helperText={
              <FieldHelper error={error('help_text')} hint={t.helpTextHint} count={{ value: text(value.help_text), max: FORM_FIELD_HELP_TEXT_MAX }} />
            }
          />
          {HAS_PLACEHOLDER.has(type) ? (
            <TextField
              {...register(`fields.${index}.placeholder`)}
              label={t.placeholder}
              error={Boolean(error('placeholder'))}
              helperText={
                <FieldHelper
                  error={error('placeholder')}
                  hint={t.placeholderHint}
                  count={{ value: text(value.placeholder), max: FORM_FIELD_PLACEHOLDER_MAX }}
                />
              }
            />
          ) : null}
        </Stack>
      </Collapse>
    </Paper>
  );
}
