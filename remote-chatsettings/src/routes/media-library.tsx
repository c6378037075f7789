import { MediaLibraryScreen } from '../features/media-library/components/MediaLibraryScreen';

export function MediaLibraryRoute() {
  return <MediaLibraryScreen />;
}
