import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client';
import { EmotionStatesRoute } from './routes/emotion-states';

// Exposed as './EmotionStates'. The host renders it at /chatsettings/emotionstates, outside this
// section's <Routes> and providers, so it brings the section's own query cache along.
export default function EmotionStates() {
  return (
    <QueryClientProvider client={queryClient}>
      <EmotionStatesRoute />
    </QueryClientProvider>
  );
}
