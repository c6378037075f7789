import { useState } from 'react';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { LoginForm, PageTitle } from 'shared-ui';
import { signIn, toApiRequestError } from 'shared-auth';
import type { LoginRequest } from 'shared-contracts';
import { labels } from '../labels';

// Signing in is the host's job in production; this page exists so the section team can run alone.
// Once signIn stores the session, RedirectIfSignedIn around this page sends the user on; a failure
// is shown and rethrown, which is how LoginForm knows to stay editable.
export function StandaloneLogin() {
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
        <PageTitle title={labels.standalone.loginTitle} description={labels.standalone.runningAlone} />
        <LoginForm onSubmit={handleSubmit} error={error} />
      </Paper>
    </Container>
  );
}
