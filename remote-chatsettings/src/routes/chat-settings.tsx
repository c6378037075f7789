import { PageTitle } from 'shared-ui';
import { ChatSettingsOverview } from '../features/navigation/components/chat-settings-overview';
import { labels } from '../labels';

export function ChatSettingsRoute() {
  return (
    <>
      <PageTitle title={labels.chatSettings} description={labels.overviewLead} />
      <ChatSettingsOverview />
    </>
  );
}
