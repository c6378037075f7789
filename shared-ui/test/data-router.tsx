import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { theme } from '../src/theme/theme';

function Where() {
  return <output aria-label="現在のパス">{useLocation().pathname}</output>;
}

/** `ui` at `path` on a data router (useBlocker needs one), with a probe of the current path. */
export function renderOnDataRouter(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return { router, ...render(<ThemeProvider theme={theme}>{<RouterProvider router={router} />}</ThemeProvider>) };
}
