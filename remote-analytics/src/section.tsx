import { Navigate, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { paths, routePath } from './paths';
import { queryClient } from './query-client';
import { AnalyticsRoute } from './routes/analytics';

// Exposed as './Section'. The host mounts it under its root splat route, so paths start at the site
// root; anything this section does not know goes back to the dashboard.
export default function AnalyticsSection() {
  return (
    <QueryClientProvider client={queryClient}>
      <Routes>
        <Route path={routePath(paths.analytics)} element={<AnalyticsRoute />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </QueryClientProvider>
  );
}
