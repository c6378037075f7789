export * from './owners';
export * from './refresh-tokens';
export * from './login-attempts';
export * from './agent-settings';
export * from './quick-replies';
export * from './forbidden-entries';
export * from './visitor-accounts';
