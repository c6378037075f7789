import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { LoginRequest } from 'shared-contracts';
import { LoginForm, PageTitle } from 'shared-ui';
import { Logo } from '../../layout/Logo';
import { labels } from '../../labels';

export interface LoginPageProps {
  /** Signs in; rejects with an Error whose message is the Japanese text to show (an ApiRequestError). */
  signIn(credentials: LoginRequest): Promise<void>;
}

/**
 * SPEC §2 /login: only for signed-out users. Signing in flips the session store, and the
 * RedirectIfSignedIn around this page then goes on to the page first asked for, or to /.
 * The page is drawn by two builds (issue #42): the login-first bundle (src/login-first/), which shows
 * it before the federation runtime has loaded and signs in through the shell it loads meanwhile, and
 * the shell itself after a sign-out; each passes its way of signing in.
 */
export function LoginPage({ signIn }: LoginPageProps) {
  const [error, setError] = useState<string | null>(null);

  const submit = async (credentials: LoginRequest) => {
    setError(null);
    try {
      await signIn(credentials);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      throw e;
    }
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: 6,
        background: 'linear-gradient(160deg, #f5f3ff 0%, #f8f8fb 45%, #ede9fe 100%)',
      }}
    >
      <Box sx={{ width: '100%', maxWidth: 420 }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}>
          <Logo />
        </Box>
        <Card sx={{ boxShadow: '0 12px 40px rgba(76, 29, 149, 0.08)' }}>
          <CardContent sx={{ p: 4, '&:last-child': { pb: 4 } }}>
            <Box sx={{ textAlign: 'center', '& h1': { fontSize: '1.375rem' } }}>
              <PageTitle title={labels.login.title} description={labels.login.lead} />
            </Box>
            <LoginForm onSubmit={submit} error={error} />
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
