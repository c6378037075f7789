import { Navigate, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { ChatSettingsLayout } from './features/navigation/components/chat-settings-layout';
import { paths, routePath } from './paths';
import { queryClient } from './query-client';
import { ChatUiRoute } from './routes/chat-ui';
import { ChatSettingsRoute } from './routes/chat-settings';
import { QuickReplyRoute } from './routes/quick-reply';
import { MediaLibraryRoute } from './routes/media-library';
import { FixedMessageRoute } from './routes/fixed-message';
import { DetailAiSettingsRoute } from './routes/detail-ai-settings';
import { KnowledgeDataStoreRoute } from './routes/knowledge-data-store';
import { KnowledgeDataEditorRoute } from './routes/knowledge-data-editor';
import { MakeFormsRoute } from './routes/make-forms';
import { FormEditorRoute } from './routes/form-editor';
import { ForbiddenUrlRoute } from './routes/forbidden-url';
import { ForbiddenWordRoute } from './routes/forbidden-word';
import { LineLoginRoute } from './routes/line-login';
import { LineLoginAccountListRoute } from './routes/line-login-account-list';
import { UrlSettingsRoute } from './routes/url-settings';

// Exposed as './Section'. The host mounts it under its root splat route, so paths start at the site
// root; anything this section does not know goes back to the dashboard.
export default function ChatSettingsSection() {
  return (
    <QueryClientProvider client={queryClient}>
      <Routes>
        <Route path={routePath(paths.chatUi)} element={<ChatUiRoute />} />
        <Route element={<ChatSettingsLayout />}>
          <Route path={routePath(paths.chatSettings)} element={<ChatSettingsRoute />} />
          <Route path={routePath(paths.quickReply)} element={<QuickReplyRoute />} />
          <Route path={routePath(paths.mediaLibrary)} element={<MediaLibraryRoute />} />
          <Route path={routePath(paths.fixedMessage)} element={<FixedMessageRoute />} />
          <Route path={routePath(paths.detailAiSettings)} element={<DetailAiSettingsRoute />} />
          <Route path={routePath(paths.knowledgeDataStore)} element={<KnowledgeDataStoreRoute />} />
          <Route path={routePath(paths.knowledgeDataRegister)} element={<KnowledgeDataEditorRoute />} />
          <Route path={routePath(paths.knowledgeDataEdit)} element={<KnowledgeDataEditorRoute />} />
          <Route path={routePath(paths.makeForms)} element={<MakeFormsRoute />} />
          <Route path={routePath(paths.formRegister)} element={<FormEditorRoute />} />
          <Route path={routePath(paths.formEdit)} element={<FormEditorRoute />} />
          <Route path={routePath(paths.forbiddenUrl)} element={<ForbiddenUrlRoute />} />
          <Route path={routePath(paths.forbiddenWord)} element={<ForbiddenWordRoute />} />
          <Route path={routePath(paths.lineLogin)} element={<LineLoginRoute />} />
          <Route path={routePath(paths.lineLoginAccountList)} element={<LineLoginAccountListRoute />} />
        </Route>
        <Route path={routePath(paths.urlSettings)} element={<UrlSettingsRoute />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </QueryClientProvider>
  );
}
