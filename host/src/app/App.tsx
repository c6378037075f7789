import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { appRoutes } from './AppRoutes';

export function App() {
  // One router for the life of the page; made on first render so importing this module has no effect.
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
