import { Route } from 'react-router-dom';
import { runStandalone } from 'shared-ui/standalone';
import { labels } from './labels';
import { paths, routePath } from './paths';
import ChatSettingsSection from './section';
import { ServedByAvatarSettings } from './standalone/served-by-avatar-settings';

// Only runs when this remote is opened on its own dev server; the host never loads this module.
// /chatsettings/emotionstates, which the host fills from avatarsettings, says so instead.
runStandalone({
  runningAlone: labels.standalone.runningAlone,
  indexPath: paths.chatSettings,
  section: <ChatSettingsSection />,
  extraRoutes: <Route path={routePath(paths.emotionStates)} element={<ServedByAvatarSettings />} />,
});
