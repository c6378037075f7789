export * from './kpi';
export * from './period';
export * from './analytics-responses';
export * from './api-paths';
