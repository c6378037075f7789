import { useState } from 'react';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { signIn, toApiRequestError } from 'shared-auth';
import type { LoginRequest } from 'shared-contracts';
import { LoginForm } from '../login-form/LoginForm';
import { PageTitle } from '../page-title/PageTitle';
import { standaloneLabels } from './labels';

export type StandaloneLoginProps = { runningAlone: string };

// Signing in is the host's job in production; this page exists so the section team can run alone.
// Once signIn stores the session, RedirectIfSignedIn around this page sends the user on; a failure
// is shown and rethrown, which is how LoginForm knows to stay editable.
export function StandaloneLogin({ runningAlone }: StandaloneLoginProps) {
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(values: LoginRequest) {
    setError(null);
    try {
      await signIn(values);
    } catch (e) {
      const failure = await toApiRequestError(e);
      setError(failure.message);
      throw failure;
    }
  }

  return (
    <Container maxWidth="xs" sx={{ py: 8 }}>
      <Paper variant="outlined" sx={{ p: 4 }}>
        <PageTitle title={standaloneLabels.loginTitle} description={runningAlone} />
        <LoginForm onSubmit={handleSubmit} error={error} />
      </Paper>
    </Container>
  );
}
