export { renderWithProviders } from 'shared-ui/testing';
