import { FixedMessagesScreen } from '../features/fixed-messages/components/FixedMessagesScreen';
import { LibraryImageField } from '../features/media-library/components/LibraryImageField';

export function FixedMessageRoute() {
  return <FixedMessagesScreen renderImageField={(props) => <LibraryImageField {...props} />} />;
}
