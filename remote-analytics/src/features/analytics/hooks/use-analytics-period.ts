import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AnalyticsPeriod } from 'shared-contracts';
import { periodSearch, readPeriod, type PeriodFromUrl } from '../utils/period-params';

/** The period kept in the URL (so reload, Back and a shared link show the same view) and its setter. */
export function useAnalyticsPeriod(): PeriodFromUrl & { setPeriod(period: AnalyticsPeriod, from?: string, to?: string): void } {
  const [params, setParams] = useSearchParams();
  const setPeriod = useCallback((period: AnalyticsPeriod, from = '', to = '') => setParams(periodSearch(period, from, to)), [setParams]);
  return { ...readPeriod(params), setPeriod };
}
