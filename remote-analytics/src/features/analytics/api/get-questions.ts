import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiRequestError } from 'shared-auth';
import {
  ANALYTICS_API_PATHS,
  analyticsQuestionsSchema,
  type AnalyticsQuery,
  type AnalyticsQuestionKind,
  type AnalyticsQuestions,
} from 'shared-contracts';
import { apiQueryOf } from './analytics-query';
import { analyticsKeys } from './query-keys';

export interface QuestionsRequest {
  query: AnalyticsQuery;
  kind: AnalyticsQuestionKind;
  /** 1..ANALYTICS_QUESTIONS_TOP_MAX, sent as `top`. */
  limit: number;
}

export async function getAnalyticsQuestions({ query, kind, limit }: QuestionsRequest): Promise<AnalyticsQuestions> {
  return apiGet(ANALYTICS_API_PATHS.questions, analyticsQuestionsSchema, { ...apiQueryOf(query), kind, top: limit });
}

/** よくある質問 or 未回答の質問 of the period, most asked first. */
export function useAnalyticsQuestions(request: QuestionsRequest) {
  return useQuery<AnalyticsQuestions, ApiRequestError>({
    queryKey: analyticsKeys.questions(request.query, request.kind, request.limit),
    queryFn: () => getAnalyticsQuestions(request),
  });
}
