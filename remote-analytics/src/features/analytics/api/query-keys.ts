import type { AnalyticsQuery, AnalyticsQuestionKind } from 'shared-contracts';

export const analyticsKeys = {
  root: ['analytics'] as const,
  summary: (query: AnalyticsQuery) => ['analytics', 'summary', query] as const,
  trend: (query: AnalyticsQuery) => ['analytics', 'trend', query] as const,
  heatmap: (query: AnalyticsQuery) => ['analytics', 'heatmap', query] as const,
  breakdown: (query: AnalyticsQuery) => ['analytics', 'breakdown', query] as const,
  /** Every list of questions, whatever its period, kind or length: what a taught question changes. */
  allQuestions: ['analytics', 'questions'] as const,
  questions: (query: AnalyticsQuery, kind: AnalyticsQuestionKind, limit: number) => ['analytics', 'questions', kind, limit, query] as const,
  knowledge: (query: AnalyticsQuery) => ['analytics', 'knowledge', query] as const,
  setup: ['analytics', 'setup'] as const,
  emotionLabels: ['emotion-states', 'labels'] as const,
  recentConversations: ['conversations', 'recent'] as const,
};
