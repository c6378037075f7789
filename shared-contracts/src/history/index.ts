export * from './query-flag';
export * from './period';
export * from './conversation-list';
export * from './conversation-transcript';
export * from './conversation-export';
export * from './history-settings';
export * from './teach-knowledge';
export * from './api-paths';
