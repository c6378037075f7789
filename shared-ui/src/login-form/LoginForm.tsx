import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import type { LoginRequest } from 'shared-contracts';
import { loginFormLabels } from './labels';
import { isImeComposing } from './ime';
import type { LoginFieldErrors, LoginValidation } from './login-validation';

export interface LoginFormProps {
  /** Resolves when signed in; rejects (after setting `error`) to keep the form editable. */
  onSubmit(values: LoginRequest): Promise<void>;
  /** The failure message of the last attempt, shown above the form. */
  error?: string | null;
}

// The login page is the console's first screen, and it must accept input before anything else has
// loaded (issue #42: 120 KB gzip for the whole page). So this form keeps its two values in React state
// instead of react-hook-form, builds its fields from FormControl, InputLabel and OutlinedInput instead
// of TextField (whose Select brings Menu, Popover and Modal along), and loads the schema (zod) once it
// is on screen: by the first submit it is there, and a submit before that waits for it.
type Validate = (input: LoginRequest) => LoginValidation;
// The failure message's Alert (with its icons and close button) is needed only after a failed
// attempt, so it is loaded with the schema rather than with the form.
const Alert = lazy(() => import('@mui/material/Alert'));
let validation: Promise<Validate> | undefined;
function loadValidation(): Promise<Validate> {
  validation ??= import('./login-validation').then((m) => m.validateLogin);
  return validation;
}

interface LoginFieldProps {
  name: keyof LoginRequest;
  type: 'email' | 'password';
  label: string;
  autoComplete: string;
  value: string;
  onChange(value: string): void;
  error: string | undefined;
  disabled: boolean;
  autoFocus?: boolean;
}

/** An outlined text field as TextField draws it: label, notched outline, the error below, described by it. */
function LoginField({ name, type, label, autoComplete, value, onChange, error, disabled, autoFocus }: LoginFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" fullWidth error={Boolean(error)} disabled={disabled}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        label={label}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputProps={error ? { 'aria-describedby': helperId } : undefined}
      />
      {error ? <FormHelperText id={helperId}>{error}</FormHelperText> : null}
    </FormControl>
  );
}

export function LoginForm({ onSubmit, error = null }: LoginFormProps) {
  const [values, setValues] = useState<LoginRequest>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const submitting = useRef(false);

  // Once the browser is idle after the form is on screen, not in the commit that puts it there: the
  // 22 KB of schema must not compete with the first keystroke on a slow phone, nor count towards what
  // /login needs before it takes input.
  useEffect(() => {
    const load = () => {
      void loadValidation();
      void import('@mui/material/Alert');
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(load, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(load, 200);
    return () => window.clearTimeout(timer);
  }, []);

  const preventImeSubmit = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && isImeComposing(event)) event.preventDefault();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    try {
      const result = (await loadValidation())(values);
      setErrors(result.errors ?? {});
      if (result.values === null) return;
      setSubmitting(true);
      try {
        await onSubmit(result.values);
      } catch {
        // The caller reports the failure through `error`; the form only has to stay usable.
      }
    } finally {
      submitting.current = false;
      setSubmitting(false);
    }
  };

  const field = (name: keyof LoginRequest) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    error: errors[name],
    disabled: isSubmitting,
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void submit(event)} onKeyDown={preventImeSubmit}>
      {error ? (
        <Suspense fallback={null}>
          <Alert severity="error">{error}</Alert>
        </Suspense>
      ) : null}
      <LoginField {...field('email')} type="email" label={loginFormLabels.email} autoComplete="username" autoFocus />
      <LoginField {...field('password')} type="password" label={loginFormLabels.password} autoComplete="current-password" />
      <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting}>
        {loginFormLabels.submit}
      </Button>
    </Stack>
  );
}
