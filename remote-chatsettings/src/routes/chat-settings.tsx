import Box from '@mui/material/Box';
import { PageTitle } from 'shared-ui';
import { ChatUiSettingsScreen } from '../features/chat-ui-settings/components/ChatUiSettingsScreen';
import { ChatSettingsOverview } from '../features/navigation/components/ChatSettingsOverview';
import { labels } from '../labels';

// The index of 会話設定: the way into every sub-screen, then the widget's chat UI settings.
export function ChatSettingsRoute() {
  return (
    <>
      <PageTitle title={labels.chatSettings} description={labels.overviewLead} />
      <ChatSettingsOverview />
      <Box sx={{ mt: 5 }}>
        <ChatUiSettingsScreen />
      </Box>
    </>
  );
}
