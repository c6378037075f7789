import { Outlet } from 'react-router-dom';
import { SectionNav } from 'shared-ui';
import { chatSettingsNavItems } from '../chat-settings-nav-items';

// Every 会話設定 screen sits under the same sub-navigation, so the owner can move between them from any.
export function ChatSettingsLayout() {
  return (
    <>
      <SectionNav items={chatSettingsNavItems} />
      <Outlet />
    </>
  );
}
