import { QueryClientProvider } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import { AnalyticsNotReadyCard } from './features/dashboard-panels/components/AnalyticsNotReadyCard';
import { labels } from './labels';
import { queryClient } from './query-client';

// Exposed as './DashboardPanels': the host renders it on the dashboard, outside this section's
// <Routes>, so it brings the section's own query cache along.
export default function DashboardPanels() {
  return (
    <QueryClientProvider client={queryClient}>
      <Box
        component="section"
        aria-label={labels.dashboardPanelsLabel}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: 2 }}
      >
        <AnalyticsNotReadyCard />
      </Box>
    </QueryClientProvider>
  );
}
