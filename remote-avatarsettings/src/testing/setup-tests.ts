import '@testing-library/jest-dom';

// A settings screen test renders the whole form and works it like a person does, field after
// field; on a shared two-core machine that can take longer than jest's 5 s default.
jest.setTimeout(20_000);
