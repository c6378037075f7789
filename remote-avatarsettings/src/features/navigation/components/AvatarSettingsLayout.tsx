import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { FormSkeleton, SectionNav } from 'shared-ui';
import { avatarSettingsNavItems } from '../avatar-settings-nav-items';

// Every アバター設定 screen sits under the same sub-navigation, so the owner can move between them from any.
export function AvatarSettingsLayout() {
  return (
    <>
      <SectionNav items={avatarSettingsNavItems} />
      {/* Each screen is its own chunk (section.tsx): the sub-navigation stays while one loads. */}
      <Suspense fallback={<FormSkeleton />}>
        <Outlet />
      </Suspense>
    </>
  );
}
