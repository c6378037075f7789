// `shared-ui/testing`: what a section's component tests render with. Test code only.
export { dashboardStandIn, renderSection } from './render-section';
export { renderWithProviders } from './render-with-providers';
export { typeInto } from './type-into';
export { afterSampleNoticeShown } from './after-sample-notice';
