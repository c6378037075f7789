export * from './kpi';
export * from './question-outcomes';
export * from './period';
export * from './analytics-responses';
export * from './api-paths';
