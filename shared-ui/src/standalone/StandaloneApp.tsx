import { type ReactNode, useState } from 'react';
import { createBrowserRouter, Navigate, Route, RouterProvider, Routes } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { RedirectIfSignedIn, RequireAuth } from 'shared-auth';
import { theme } from '../theme/theme';
import { StandaloneFrame } from './StandaloneFrame';
import { StandaloneLogin } from './StandaloneLogin';

export type StandaloneAppProps = {
  /** Which section runs alone (shown in the frame and on the sign-in page). */
  runningAlone: string;
  /** The site root has no dashboard when a section runs alone, so it opens this path. */
  indexPath: string;
  /** The section, mounted under a root splat route as the host mounts it. */
  section: ReactNode;
  /** Routes the host fills from elsewhere, answered here by a stand-in (before the section's splat). */
  extraRoutes?: ReactNode;
};

// Mounts the section the way the host does, so what works here works there. A data router, as in
// the host, so the section's unsaved-changes guard (useBlocker) works here too.
export function StandaloneApp({ runningAlone, indexPath, section, extraRoutes }: StandaloneAppProps) {
  const [router] = useState(() =>
    createBrowserRouter([
      {
        path: '/login',
        element: (
          <RedirectIfSignedIn>
            <StandaloneLogin runningAlone={runningAlone} />
          </RedirectIfSignedIn>
        ),
      },
      {
        path: '*',
        element: (
          <RequireAuth>
            <StandaloneFrame runningAlone={runningAlone}>
              <Routes>
                <Route index element={<Navigate to={indexPath} replace />} />
                {extraRoutes}
                <Route path="*" element={section} />
              </Routes>
            </StandaloneFrame>
          </RequireAuth>
        ),
      },
    ]),
  );
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
