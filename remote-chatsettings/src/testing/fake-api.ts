// The shared test edge, kept at this path for the section's tests.
export * from 'shared-auth/testing';
