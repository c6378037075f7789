import { ForbiddenListScreen } from '../features/forbidden-list/components/ForbiddenListScreen';

export function ForbiddenWordRoute() {
  return <ForbiddenListScreen kind="word" />;
}
