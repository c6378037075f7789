import { QuickRepliesScreen } from '../features/quick-replies/components/QuickRepliesScreen';

export function QuickReplyRoute() {
  return <QuickRepliesScreen />;
}
