// `shared-auth/testing`: the HTTP edge of a section's component tests. Test code only.
export * from './fake-api';
export * from './fake-xhr';
