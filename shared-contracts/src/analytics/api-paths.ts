/** Relative to the API prefix (…/api/v1), without a leading slash, as shared-auth's calls take them. All GET. */
export const ANALYTICS_API_PATHS = {
  summary: 'analytics/summary',
  trend: 'analytics/trend',
  heatmap: 'analytics/heatmap',
  breakdown: 'analytics/breakdown',
  questions: 'analytics/questions',
  knowledge: 'analytics/knowledge',
  /** The dashboard's checklist (no period). */
  setup: 'analytics/setup',
} as const;
