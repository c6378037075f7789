import { ConversationHistoryScreen } from '../features/conversation-history/components/ConversationHistoryScreen';

export function ConversationHistoryRoute() {
  return <ConversationHistoryScreen />;
}
