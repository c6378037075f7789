import { ChatTestScreen } from '../features/chat-test/components/ChatTestScreen';

export function ChatUiRoute() {
  return <ChatTestScreen />;
}
