// What each section's team owns in the test run (`./run test --section <name>`, README "For
// section teams"): its package and the shared packages it uses (pnpm's `<package>...` selector),
// and the e2e specs of its screens. Every spec is listed once, here or under the shell's;
// scripts/tests/sections.test.mjs keeps the lists honest as specs come and go.
import { readTopology } from './topology.mjs';

/** @type {Record<string, string[]>} the e2e specs (e2e/tests/) that drive each section's screens */
export const SECTION_SPECS = {
  chatsettings: [
    'chatsettings-chatui-replies-messages-ai.spec.ts',
    'chatsettings-forbidden-line-urlsettings.spec.ts',
    'chatui.spec.ts',
    'knowledge-by-meaning.spec.ts',
    'knowledgedatastore.spec.ts',
    'makeforms.spec.ts',
    'media-in-replies.spec.ts',
    'medialibrary.spec.ts',
    'phrasing-proposals.spec.ts',
  ],
  avatarsettings: ['avatar-greeting.spec.ts', 'avatar-in-widget.spec.ts', 'avatarsettings.spec.ts'],
  analytics: ['analytics.spec.ts', 'teach-loop.spec.ts'],
  history: ['form-history.spec.ts', 'history.spec.ts'],
};

/**
 * Specs every section's run includes: its previous release against the current host and API (it
 * reads E2E_SECTIONS to keep to the sections asked for).
 */
export const RELEASE_SPECS = ['section-compat.spec.ts'];

/** The host's, the deploy machinery's and the widget's specs: the full run only. */
export const SHELL_SPECS = [
  'federation.spec.ts',
  'navigation.spec.ts',
  'owner-menu.spec.ts',
  'section-deploy.spec.ts',
  'sign-in.spec.ts',
  'token-refresh.spec.ts',
  'weekly-report.spec.ts',
  'widget-llm.spec.ts',
  'widget-page-rules.spec.ts',
  'widget-phone.spec.ts',
  'widget-sign-in.spec.ts',
  'widget-voice.spec.ts',
  'widget.spec.ts',
];

/**
 * @param {string | undefined} name
 * @returns {{ name: string, dir: string, specs: string[] }} the section's folder (= its package name) and specs
 */
export function sectionNamed(name) {
  const remote = readTopology().remotes.find((entry) => entry.name === name);
  if (!remote) {
    const names = readTopology().remotes.map((entry) => entry.name);
    throw new Error(`"${name ?? ''}" is not a section; one of ${names.join(', ')}`);
  }
  return { name: remote.name, dir: remote.dir, specs: SECTION_SPECS[remote.name] ?? [] };
}
