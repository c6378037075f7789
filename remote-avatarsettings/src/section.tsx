import { Navigate, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { AvatarSettingsLayout } from './features/navigation/components/AvatarSettingsLayout';
import { paths, routePath } from './paths';
import { queryClient } from './query-client';
import { AvatarSettingsRoute } from './routes/avatar-settings';
import { VoiceSettingsRoute } from './routes/voice-settings';
import { EmotionStatesRoute } from './routes/emotion-states';
import { BasicAgentSettingsRoute } from './routes/basic-agent-settings';

// Exposed as './Section'. The host mounts it under its root splat route, so paths start at the site
// root; anything this section does not know goes back to the dashboard.
export default function AvatarSettingsSection() {
  return (
    <QueryClientProvider client={queryClient}>
      <Routes>
        <Route element={<AvatarSettingsLayout />}>
          <Route path={routePath(paths.avatarSettings)} element={<AvatarSettingsRoute />} />
          <Route path={routePath(paths.voiceSettings)} element={<VoiceSettingsRoute />} />
          <Route path={routePath(paths.emotionStates)} element={<EmotionStatesRoute />} />
          <Route path={routePath(paths.basicAgentSettings)} element={<BasicAgentSettingsRoute />} />
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </QueryClientProvider>
  );
}
