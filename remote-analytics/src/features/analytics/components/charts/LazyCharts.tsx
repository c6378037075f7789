import { lazy } from 'react';

// The chart library is downloaded only when a chart is first drawn (分析, or the dashboard's 7日間の推移),
// never before its data is there (bench/chart-library.ts measured its cost).
export const TrendChart = lazy(() => import('./TrendChart'));
export const BarListChart = lazy(() => import('./BarListChart'));
