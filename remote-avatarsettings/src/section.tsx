import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { AvatarSettingsLayout } from './features/navigation/components/AvatarSettingsLayout';
import { paths, routePath } from './paths';
import { queryClient } from './query-client';

// Each screen is its own chunk (the layout's Suspense keeps the sub-navigation while one loads): a
// first visit of アバター設定 downloaded the voice, emotion and basic settings too (68 KB gzip
// against the 40 KB of issue #42).
const AvatarSettingsRoute = lazy(() => import('./routes/avatar-settings').then((m) => ({ default: m.AvatarSettingsRoute })));
const VoiceSettingsRoute = lazy(() => import('./routes/voice-settings').then((m) => ({ default: m.VoiceSettingsRoute })));
const EmotionStatesRoute = lazy(() => import('./routes/emotion-states').then((m) => ({ default: m.EmotionStatesRoute })));
const BasicAgentSettingsRoute = lazy(() =>
  import('./routes/basic-agent-settings').then((m) => ({ default: m.BasicAgentSettingsRoute })),
);

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
