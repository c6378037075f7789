import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import type { ChatUiSettings, ChatUiSettingsRequest } from 'shared-contracts';
import { FieldHelper } from 'shared-ui';
import { labels } from '../labels';

const HEX = /^#[0-9a-fA-F]{6}$/;

export interface ThemeColorFieldProps {
  control: Control<ChatUiSettingsRequest, unknown, ChatUiSettings>;
}

/**
 * The browser's colour picker and the hex code side by side, bound to one value: picking fills the
 * code, a complete code moves the picker. The picker shows the last complete colour meanwhile.
 */
export function ThemeColorField({ control }: ThemeColorFieldProps) {
  const { field, fieldState } = useController({ control, name: 'theme_color' });
  const pickerValue = HEX.test(field.value) ? field.value.toLowerCase() : '#000000';
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box
        component="input"
        type="color"
        aria-label={labels.colorPicker}
        value={pickerValue}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        sx={{
          width: 56,
          height: 56,
          p: 0.5,
          flexShrink: 0,
          cursor: 'pointer',
          border: 1,
          borderColor: 'grey.300',
          borderRadius: 2,
          bgcolor: 'background.paper',
        }}
      />
      <TextField
        label={labels.themeColor}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value.trim())}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={Boolean(fieldState.error)}
        helperText={<FieldHelper error={fieldState.error?.message} hint={labels.themeColorHint} />}
        slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off', maxLength: 7, style: { fontFamily: 'monospace' } } }}
        sx={{ maxWidth: 360 }}
      />
    </Box>
  );
}
