export * from './common/error';
export * from './common/list-query';
export * from './auth/login';
export * from './auth/access-token';
export * from './auth/me';
export * from './common/text';
export * from './common/list-labels';
export * from './chatsettings';
