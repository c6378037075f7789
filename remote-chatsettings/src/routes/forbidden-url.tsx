import { ForbiddenListScreen } from '../features/forbidden-list/components/ForbiddenListScreen';

export function ForbiddenUrlRoute() {
  return <ForbiddenListScreen kind="url" />;
}
