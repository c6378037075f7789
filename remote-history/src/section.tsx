import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { LoadingSpinner } from 'shared-ui';
import { paths, routePath } from './paths';
import { queryClient } from './query-client';

// Each screen is its own chunk: a first visit of フォーム回答履歴 downloaded 会話履歴 and its transcript
// too (72 KB gzip against the 40 KB of issue #42).
const FormHistoryRoute = lazy(() => import('./routes/form-history').then((m) => ({ default: m.FormHistoryRoute })));
const ConversationHistoryRoute = lazy(() =>
  import('./routes/conversation-history').then((m) => ({ default: m.ConversationHistoryRoute })),
);
const ConversationTranscriptRoute = lazy(() =>
  import('./routes/conversation-transcript').then((m) => ({ default: m.ConversationTranscriptRoute })),
);

// Exposed as './Section'. The host mounts it under its root splat route, so paths start at the site
// root; anything this section does not know goes back to the dashboard.
export default function HistorySection() {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<LoadingSpinner />}>
        <Routes>
          <Route path={routePath(paths.formHistory)} element={<FormHistoryRoute />} />
          <Route path={routePath(paths.conversationHistory)} element={<ConversationHistoryRoute />} />
          <Route path={routePath(paths.conversationTranscript)} element={<ConversationTranscriptRoute />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </Suspense>
    </QueryClientProvider>
  );
}
