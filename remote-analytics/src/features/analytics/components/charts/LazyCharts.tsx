import { lazy } from 'react';

// The chart library is downloaded only when 分析 draws its first chart: never by the dashboard's
// panels, nor before the data is there (bench/chart-library.ts measured its cost).
export const TrendChart = lazy(() => import('./TrendChart'));
export const BarListChart = lazy(() => import('./BarListChart'));
