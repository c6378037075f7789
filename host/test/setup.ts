import '@testing-library/jest-dom';
import { configureAuth } from 'shared-auth';

export const TEST_API = 'http://api.test/api/v1';

configureAuth({ apiBaseUrl: TEST_API });

// jsdom implements neither; the layout calls both on every path change.
window.scrollTo = jest.fn();
Element.prototype.animate = jest.fn(() => ({ cancel: jest.fn() }) as unknown as Animation);
