import type { ComponentType } from 'react';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { storeAuth, useSessionStore } from 'shared-auth';
import type { LoginResponse } from 'shared-contracts';
import { useHeaderContent } from 'shared-ui';
import { AppProviders } from '../src/app/AppProviders';
import { appRoutes } from '../src/app/AppRoutes';
import { SECTION_NAMES, type ExposedModule } from '../src/federation/section-names';
import { forgetRemote } from '../src/sections/lazy-remote';

export const demoLogin: LoginResponse = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  user_name: '山田 花子',
  agent_id: 'agt_7f3a9c21',
};

export function signInAsDemo(login: LoginResponse = demoLogin) {
  storeAuth(login);
  act(() => useSessionStore.getState().setSession(login));
}

/** Shows where the router is, so a test can assert on redirects. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** The host's own route table on a memory data router, as App renders it on a browser one. */
export function renderApp(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <LocationProbe />
          </>
        ),
        children: appRoutes,
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

/** A stand-in for a section's exposed module. */
export function fakeModule(component: ComponentType) {
  return { default: component };
}

const EXPOSED: ExposedModule[] = ['./Section', './EmotionStates', './DashboardPanels'];

/** Each test starts signed out, with nothing loaded and an empty header slot. */
export function resetApp() {
  window.localStorage.clear();
  act(() => {
    useSessionStore.getState().reset();
    useHeaderContent.getState().clear();
  });
  for (const section of SECTION_NAMES) {
    for (const exposed of EXPOSED) forgetRemote(section, exposed);
  }
}
