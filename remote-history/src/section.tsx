import { Navigate, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { paths, routePath } from './paths';
import { queryClient } from './query-client';
import { ConversationHistoryRoute } from './routes/conversation-history';
import { ConversationTranscriptRoute } from './routes/conversation-transcript';
import { FormHistoryRoute } from './routes/form-history';

// Exposed as './Section'. The host mounts it under its root splat route, so paths start at the site
// root; anything this section does not know goes back to the dashboard.
export default function HistorySection() {
  return (
    <QueryClientProvider client={queryClient}>
      <Routes>
        <Route path={routePath(paths.formHistory)} element={<FormHistoryRoute />} />
        <Route path={routePath(paths.conversationHistory)} element={<ConversationHistoryRoute />} />
        <Route path={routePath(paths.conversationTranscript)} element={<ConversationTranscriptRoute />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </QueryClientProvider>
  );
}
