import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RedirectIfSignedIn, RequireAuth } from 'shared-auth';
import { LoadingSpinner } from 'shared-ui';

// Each page is its own chunk, so /login does not download the signed-in shell and vice versa.
const LoginPage = lazy(() => import('../pages/login/LoginPage').then((m) => ({ default: m.LoginPage })));
const Layout = lazy(() => import('../layout/Layout').then((m) => ({ default: m.Layout })));
const DashboardPage = lazy(() =>
  import('../pages/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })),
);
const EmotionStatesRoute = lazy(() =>
  import('../sections/EmotionStatesRoute').then((m) => ({ default: m.EmotionStatesRoute })),
);
const SectionRoute = lazy(() => import('../sections/SectionRoute').then((m) => ({ default: m.SectionRoute })));

/**
 * The host owns every top-level path (DESIGN.md §3). The root splat hands the rest to the section
 * that owns the path; the more specific emotion states route ranks above it.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingSpinner fullScreen />}>
      <Routes>
        <Route
          path="login"
          element={
            <RedirectIfSignedIn>
              <LoginPage />
            </RedirectIfSignedIn>
          }
        />
        <Route
          element={
            <RequireAuth>
              <Layout />
            </RequireAuth>
          }
        >
          <Route index element={<DashboardPage />} />
          <Route path="chatsettings/emotionstates/*" element={<EmotionStatesRoute />} />
          <Route path="*" element={<SectionRoute />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
