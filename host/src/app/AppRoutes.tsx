import { lazy, Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { RedirectIfSignedIn, RequireAuth } from 'shared-auth';
import { WEEKLY_REPORT_LINK_ROUTE } from 'shared-contracts';
import { LoadingSpinner } from 'shared-ui';

// Each page is its own chunk, so /login does not download the signed-in shell and vice versa.
const LoginPage = lazy(() => import('../pages/login/ShellLoginPage').then((m) => ({ default: m.ShellLoginPage })));
const Layout = lazy(() => import('../layout/Layout').then((m) => ({ default: m.Layout })));
const DashboardPage = lazy(() =>
  import('../pages/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })),
);
const EmotionStatesRoute = lazy(() =>
  import('../sections/EmotionStatesRoute').then((m) => ({ default: m.EmotionStatesRoute })),
);
const MailLinkPage = lazy(() => import('../weekly-report/MailLinkPage').then((m) => ({ default: m.MailLinkPage })));
const SectionRoute = lazy(() => import('../sections/SectionRoute').then((m) => ({ default: m.SectionRoute })));

function PageSuspense() {
  return (
    <Suspense fallback={<LoadingSpinner fullScreen />}>
      <Outlet />
    </Suspense>
  );
}

/**
 * The host owns every top-level path (docs/architecture.md §3). The root splat hands the rest to the section
 * that owns the path, whose own <Routes> take it from there; the more specific emotion states route
 * ranks above it. These are route objects for a data router (createBrowserRouter), which the
 * sections' unsaved-changes guard (useBlocker) needs.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <PageSuspense />,
    children: [
      {
        path: 'login',
        element: (
          <RedirectIfSignedIn>
            <LoginPage />
          </RedirectIfSignedIn>
        ),
      },
      {
        element: (
          <RequireAuth>
            <Layout />
          </RequireAuth>
        ),
        children: [
          { index: true, element: <DashboardPage /> },
          // A link of the weekly report mail (WEEKLY_REPORT_LINK_ROUTE), after sign-in if needed.
          { path: WEEKLY_REPORT_LINK_ROUTE, element: <MailLinkPage /> },
          { path: 'chatsettings/emotionstates/*', element: <EmotionStatesRoute /> },
          { path: '*', element: <SectionRoute /> },
        ],
      },
    ],
  },
];
