import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { ChatSettingsLayout } from './features/navigation/components/ChatSettingsLayout';
import { paths, routePath } from './paths';
import { queryClient } from './query-client';
import { LoadingSpinner } from 'shared-ui';

// Each screen is its own chunk: the first visit of one screen downloads that screen (and the
// libraries it needs, such as drag and drop or the upload queue), not the whole section.
const ChatUiRoute = lazy(() => import('./routes/chat-ui').then((m) => ({ default: m.ChatUiRoute })));
const ChatSettingsRoute = lazy(() => import('./routes/chat-settings').then((m) => ({ default: m.ChatSettingsRoute })));
const QuickReplyRoute = lazy(() => import('./routes/quick-reply').then((m) => ({ default: m.QuickReplyRoute })));
const MediaLibraryRoute = lazy(() => import('./routes/media-library').then((m) => ({ default: m.MediaLibraryRoute })));
const FixedMessageRoute = lazy(() => import('./routes/fixed-message').then((m) => ({ default: m.FixedMessageRoute })));
const DetailAiSettingsRoute = lazy(() => import('./routes/detail-ai-settings').then((m) => ({ default: m.DetailAiSettingsRoute })));
const KnowledgeDataStoreRoute = lazy(() => import('./routes/knowledge-data-store').then((m) => ({ default: m.KnowledgeDataStoreRoute })));
const KnowledgeDataEditorRoute = lazy(() => import('./routes/knowledge-data-editor').then((m) => ({ default: m.KnowledgeDataEditorRoute })));
const MakeFormsRoute = lazy(() => import('./routes/make-forms').then((m) => ({ default: m.MakeFormsRoute })));
const FormEditorRoute = lazy(() => import('./routes/form-editor').then((m) => ({ default: m.FormEditorRoute })));
const ForbiddenUrlRoute = lazy(() => import('./routes/forbidden-url').then((m) => ({ default: m.ForbiddenUrlRoute })));
const ForbiddenWordRoute = lazy(() => import('./routes/forbidden-word').then((m) => ({ default: m.ForbiddenWordRoute })));
const LineLoginRoute = lazy(() => import('./routes/line-login').then((m) => ({ default: m.LineLoginRoute })));
const LineLoginAccountListRoute = lazy(() => import('./routes/line-login-account-list').then((m) => ({ default: m.LineLoginAccountListRoute })));
const UrlSettingsRoute = lazy(() => import('./routes/url-settings').then((m) => ({ default: m.UrlSettingsRoute })));

/** A screen behind its own Suspense, so the sub-navigation stays put while the screen's chunk loads. */
function screen(Screen: ComponentType) {
  return (
    <Suspense fallback={<LoadingSpinner />}>
      <Screen />
    </Suspense>
  );
}

// Exposed as './Section'. The host mounts it under its root splat route, so paths start at the site
// root; anything this section does not know goes back to the dashboard.
export default function ChatSettingsSection() {
  return (
    <QueryClientProvider client={queryClient}>
      <Routes>
        <Route path={routePath(paths.chatUi)} element={screen(ChatUiRoute)} />
        <Route element={<ChatSettingsLayout />}>
          <Route path={routePath(paths.chatSettings)} element={screen(ChatSettingsRoute)} />
          <Route path={routePath(paths.quickReply)} element={screen(QuickReplyRoute)} />
          <Route path={routePath(paths.mediaLibrary)} element={screen(MediaLibraryRoute)} />
          <Route path={routePath(paths.fixedMessage)} element={screen(FixedMessageRoute)} />
          <Route path={routePath(paths.detailAiSettings)} element={screen(DetailAiSettingsRoute)} />
          <Route path={routePath(paths.knowledgeDataStore)} element={screen(KnowledgeDataStoreRoute)} />
          <Route path={routePath(paths.knowledgeDataRegister)} element={screen(KnowledgeDataEditorRoute)} />
          <Route path={routePath(paths.knowledgeDataEdit)} element={screen(KnowledgeDataEditorRoute)} />
          <Route path={routePath(paths.makeForms)} element={screen(MakeFormsRoute)} />
          <Route path={routePath(paths.formRegister)} element={screen(FormEditorRoute)} />
          <Route path={routePath(paths.formEdit)} element={screen(FormEditorRoute)} />
          <Route path={routePath(paths.forbiddenUrl)} element={screen(ForbiddenUrlRoute)} />
          <Route path={routePath(paths.forbiddenWord)} element={screen(ForbiddenWordRoute)} />
          <Route path={routePath(paths.lineLogin)} element={screen(LineLoginRoute)} />
          <Route path={routePath(paths.lineLoginAccountList)} element={screen(LineLoginAccountListRoute)} />
        </Route>
        <Route path={routePath(paths.urlSettings)} element={screen(UrlSettingsRoute)} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </QueryClientProvider>
  );
}
