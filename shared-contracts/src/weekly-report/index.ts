export * from './api-paths';
export * from './weekly-report-settings';
