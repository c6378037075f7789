// `shared-ui/standalone`: a section running alone on its dev server. A subpath of its own, so the
// main entry stays free of shared-auth and the data router.
export { runStandalone } from './run-standalone';
export { StandaloneApp, type StandaloneAppProps } from './StandaloneApp';
export { loadRuntimeConfig, type RuntimeConfig } from './runtime-config';
