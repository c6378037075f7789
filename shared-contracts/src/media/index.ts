export * from './formats';
export * from './limits';
export * from './messages';
export * from './media-item';
export * from './api-paths';
