export { registerSectionRemotes, loadSection, preloadSection, SectionModuleError, type ComponentModule } from './remotes';
export {
  SECTION_NAMES,
  isSectionName,
  type SectionName,
  type ExposedModule,
  type RemoteMap,
} from './section-names';
