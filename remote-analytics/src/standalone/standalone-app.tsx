import { useState } from 'react';
import { createBrowserRouter, Navigate, Route, RouterProvider, Routes, type RouteObject } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { RedirectIfSignedIn, RequireAuth } from 'shared-auth';
import { theme } from 'shared-ui';
import { paths } from '../paths';
import AnalyticsSection from '../section';
import { StandaloneFrame } from './standalone-frame';
import { StandaloneLogin } from './standalone-login';

// Mounts the section the way the host does (under a root splat route), so what works here works
// there. The site root has no dashboard when running alone, so it opens the section's first screen.
//
// A data router, as in the host, so the section's unsaved-changes guard (useBlocker) works here too.
const standaloneRoutes: RouteObject[] = [
  {
    path: '/login',
    element: (
      <RedirectIfSignedIn>
        <StandaloneLogin />
      </RedirectIfSignedIn>
    ),
  },
  {
    path: '*',
    element: (
      <RequireAuth>
        <StandaloneFrame>
          <Routes>
            <Route index element={<Navigate to={paths.analytics} replace />} />
            <Route path="*" element={<AnalyticsSection />} />
          </Routes>
        </StandaloneFrame>
      </RequireAuth>
    ),
  },
];

export function StandaloneApp() {
  const [router] = useState(() => createBrowserRouter(standaloneRoutes));
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
