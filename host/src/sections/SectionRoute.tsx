import { Navigate, useLocation } from 'react-router-dom';
import { LoadingSpinner } from 'shared-ui';
import { sectionForPath } from '../navigation/section-for-path';
import { RemoteView } from './RemoteView';

/**
 * The element of the root splat route: renders the section that owns the current path. Its
 * `./Section` holds its own <Routes> written from the site root. Keyed by section, so moving between
 * paths of one section keeps it mounted.
 */
export function SectionRoute() {
  const { pathname } = useLocation();
  const section = sectionForPath(pathname);
  if (!section) return <Navigate to="/" replace />;
  return <RemoteView key={section} section={section} exposed="./Section" loading={<LoadingSpinner fullScreen />} />;
}
