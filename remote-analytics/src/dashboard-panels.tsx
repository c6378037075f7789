import { QueryClientProvider } from '@tanstack/react-query';
import { DashboardPanelsGrid } from './features/analytics/components/dashboard/DashboardPanelsGrid';
import { queryClient } from './query-client';

// Exposed as './DashboardPanels': the host renders it on the dashboard (inside its router), outside
// this section's <Routes>, so it brings the section's own query cache along.
export default function DashboardPanels() {
  return (
    <QueryClientProvider client={queryClient}>
      <DashboardPanelsGrid />
    </QueryClientProvider>
  );
}
