import { useId, type FormEventHandler, type KeyboardEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isImeComposing } from '../login-form/ime';
import { settingsFormLabels } from './labels';

export interface SettingsFormProps {
  /** The form's heading (h2); the screen's own PageTitle stays the h1. */
  title?: string;
  description?: ReactNode;
  /** react-hook-form's handleSubmit(...) */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Puts the form back to the values last loaded or saved. */
  onDiscard(): void;
  isDirty: boolean;
  isPending: boolean;
  /**
   * Nothing was ever saved: what the form shows are the defaults, and keeping them is a choice the
   * owner makes by saving, so 保存 is offered although nothing changed.
   */
  neverSaved?: boolean;
  /** SettingsSection blocks. */
  children: ReactNode;
  /** Names the form for assistive technology when it has no visible title. */
  ariaLabel?: string;
  /** Fields wider than this read badly on a wide screen; the layout beside the form keeps the rest. */
  maxWidth?: number;
}

export const SETTINGS_FORM_MAX_WIDTH = 960;

/**
 * The frame of every settings screen: heading, sections, and a footer that stays in view while the
 * owner scrolls, so 保存 is always one click away. Saving is offered only when there is something to
 * save (a change, or defaults never saved), and the Enter that confirms an IME conversion never submits.
 */
export function SettingsForm({
  title,
  description,
  onSubmit,
  onDiscard,
  isDirty,
  isPending,
  neverSaved = false,
  children,
  ariaLabel,
  maxWidth = SETTINGS_FORM_MAX_WIDTH,
}: SettingsFormProps) {
  const titleId = useId();
  const savable = isDirty || neverSaved;
  const preventImeSubmit = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && isImeComposing(event)) event.preventDefault();
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      onKeyDown={preventImeSubmit}
      aria-label={title ? undefined : ariaLabel}
      aria-labelledby={title ? titleId : undefined}
      aria-busy={isPending}
      sx={{ maxWidth }}
    >
      {title ? (
        <Box sx={{ mb: 2 }}>
          <Typography id={titleId} variant="h3" component="h2">
            {title}
          </Typography>
          {description ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {description}
            </Typography>
          ) : null}
        </Box>
      ) : null}
      <Stack spacing={3}>{children}</Stack>
      <Box
        sx={{
          position: 'sticky',
          bottom: 0,
          zIndex: 2,
          mt: 3,
          mx: -1,
          px: 1,
          py: 1.5,
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          bgcolor: 'background.default',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Typography
          variant="body2"
          color="warning.dark"
          role="status"
          sx={{ flex: 1, visibility: savable ? 'visible' : 'hidden' }}
        >
          {isDirty || !neverSaved ? settingsFormLabels.unsaved : settingsFormLabels.neverSaved}
        </Typography>
        <Button variant="outlined" color="inherit" onClick={onDiscard} disabled={!isDirty || isPending}>
          {settingsFormLabels.discard}
        </Button>
        <Button type="submit" variant="contained" disabled={!savable || isPending} loading={isPending} sx={{ minWidth: 96 }}>
          {settingsFormLabels.save}
        </Button>
      </Box>
    </Box>
  );
}
