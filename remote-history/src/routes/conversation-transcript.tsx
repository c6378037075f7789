import { TranscriptScreen } from '../features/conversation-history/components/TranscriptScreen';

export function ConversationTranscriptRoute() {
  return <TranscriptScreen />;
}
