import { FixedMessagesScreen } from '../features/fixed-messages/components/FixedMessagesScreen';

export function FixedMessageRoute() {
  return <FixedMessagesScreen />;
}
