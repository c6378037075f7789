export * from './knowledge-item';
export * from './upload';
export * from './search-test';
export * from './qa-import';
export * from './api-paths';
export * from './phrasing-proposal';
export * from './vector-status';
