export { theme } from './theme/theme';
export { brand, gray, fontFamily } from './theme/primitives';
export { labels, type Labels } from './labels';
export {
  LoadingSpinner,
  SPINNER_SIZES,
  DEFAULT_OVERLAY_OPACITY,
  type LoadingSpinnerProps,
  type LoadingSpinnerSize,
} from './loading-spinner/LoadingSpinner';
export { NotAvailableYet, type NotAvailableYetProps } from './not-available-yet/NotAvailableYet';
export { SectionNav, type SectionNavProps, type SectionNavItem } from './section-nav/SectionNav';
export { PageTitle, type PageTitleProps } from './page-title/PageTitle';
export { LoginForm, type LoginFormProps } from './login-form/LoginForm';
export { isImeComposing } from './login-form/ime';
export { SectionLoadError, type SectionLoadErrorProps } from './section-load-error/SectionLoadError';
export { useHeaderContent, type HeaderContentState } from './header-slot/header-content-store';
export { HeaderContent, type HeaderContentProps } from './header-slot/HeaderContent';
export { matchLongestPrefix, type PathItem } from './navigation/match-longest-prefix';
