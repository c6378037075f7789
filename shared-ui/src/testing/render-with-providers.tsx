import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { theme } from '../theme/theme';

type RenderOptions = { path?: string };

// What the host gives a section at run time: the theme, a data router (the unsaved-changes guard
// needs one) and a query cache. Each test gets a fresh cache that never retries, so a failing
// request fails the test at once. The returned router lets a test navigate as the host would.
export function renderWithProviders(ui: ReactElement, { path = '/' }: RenderOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return {
    router,
    queryClient,
    ...render(
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ThemeProvider>,
    ),
  };
}
