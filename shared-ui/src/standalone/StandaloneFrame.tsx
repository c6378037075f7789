import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { signOut, useSession } from 'shared-auth';
import { standaloneLabels } from './labels';

export type StandaloneFrameProps = {
  /** Which section runs alone, e.g. '分析セクションを単体で実行しています'. */
  runningAlone: string;
  children: ReactNode;
};

// A deliberately small stand-in for the host's layout: it says the section runs alone and who is
// signed in, so a screenshot of it is never mistaken for the real console.
export function StandaloneFrame({ runningAlone, children }: StandaloneFrameProps) {
  const { userName } = useSession();
  const navigate = useNavigate();

  async function handleSignOut() {
    await signOut();
    navigate('/login', { replace: true });
  }

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="static" elevation={0}>
        <Toolbar sx={{ gap: 2 }}>
          <Typography variant="subtitle1" component="p" sx={{ flexGrow: 1, fontWeight: 'bold' }}>
            {runningAlone}
          </Typography>
          {userName !== null && <Typography variant="body2">{standaloneLabels.honorific(userName)}</Typography>}
          <Button color="inherit" variant="outlined" onClick={handleSignOut}>
            {standaloneLabels.signOut}
          </Button>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ p: 4 }}>
        {children}
      </Box>
    </Box>
  );
}
