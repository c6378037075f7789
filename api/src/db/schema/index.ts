export * from './owners';
export * from './refresh-tokens';
export * from './login-attempts';
