import type { KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { loginRequestSchema, type LoginRequest } from 'shared-contracts';
import { labels } from '../labels';
import { isImeComposing } from './ime';

export interface LoginFormProps {
  /** Resolves when signed in; rejects (after setting `error`) to keep the form editable. */
  onSubmit(values: LoginRequest): Promise<void>;
  /** The failure message of the last attempt, shown above the form. */
  error?: string | null;
}

export function LoginForm({ onSubmit, error = null }: LoginFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });

  const preventImeSubmit = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && isImeComposing(event)) event.preventDefault();
  };

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch {
      // The caller reports the failure through `error`; the form only has to stay usable.
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit} onKeyDown={preventImeSubmit}>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <TextField
        {...register('email')}
        type="email"
        label={labels.login.email}
        autoComplete="username"
        autoFocus
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
        disabled={isSubmitting}
      />
      <TextField
        {...register('password')}
        type="password"
        label={labels.login.password}
        autoComplete="current-password"
        error={Boolean(errors.password)}
        helperText={errors.password?.message}
        disabled={isSubmitting}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting}>
        {labels.login.submit}
      </Button>
    </Stack>
  );
}
