import type { AnalyticsQuery } from 'shared-contracts';

export const analyticsKeys = {
  root: ['analytics'] as const,
  summary: (query: AnalyticsQuery) => ['analytics', 'summary', query] as const,
  trend: (query: AnalyticsQuery) => ['analytics', 'trend', query] as const,
  heatmap: (query: AnalyticsQuery) => ['analytics', 'heatmap', query] as const,
  breakdown: (query: AnalyticsQuery) => ['analytics', 'breakdown', query] as const,
};
