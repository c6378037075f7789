import { QuickRepliesScreen } from '../features/quick-replies/components/QuickRepliesScreen';
import { LibraryImageField } from '../features/media-library/components/LibraryImageField';

export function QuickReplyRoute() {
  return <QuickRepliesScreen renderImageField={(props) => <LibraryImageField {...props} />} />;
}
