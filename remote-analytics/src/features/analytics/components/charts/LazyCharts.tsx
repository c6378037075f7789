import { lazy } from 'react';
import { chartsMayLoad } from '../../utils/chart-gate';

// The chart library is downloaded only when a chart is first drawn (分析, or the dashboard's 7日間の推移),
// never before its data is there (bench/chart-library.ts measured its cost), and never before the KPI
// cards are on screen (utils/chart-gate.ts).
export const TrendChart = lazy(() => chartsMayLoad().then(() => import('./TrendChart')));
export const BarListChart = lazy(() => chartsMayLoad().then(() => import('./BarListChart')));
