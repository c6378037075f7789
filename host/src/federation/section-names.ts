/** MF names of the four sections (docs/architecture.md §3); they are also the keys of remotes.json. */
export const SECTION_NAMES = ['chatsettings', 'avatarsettings', 'analytics', 'history'] as const;
export type SectionName = (typeof SECTION_NAMES)[number];

/** The only modules the host composes from a section. */
export type ExposedModule = './Section' | './EmotionStates' | './DashboardPanels';

export function isSectionName(value: string): value is SectionName {
  return (SECTION_NAMES as readonly string[]).includes(value);
}

/** name -> URL of the section's mf-manifest.json */
export type RemoteMap = Partial<Record<SectionName, string>>;
