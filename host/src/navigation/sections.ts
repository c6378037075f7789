import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import SpaceDashboardOutlinedIcon from '@mui/icons-material/SpaceDashboardOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import FaceRetouchingNaturalOutlinedIcon from '@mui/icons-material/FaceRetouchingNaturalOutlined';
import LinkOutlinedIcon from '@mui/icons-material/LinkOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import type { SectionName } from '../federation';

export interface NavItem {
  /** Top-level path from the site root. */
  path: string;
  label: string;
  icon: ComponentType<SvgIconProps>;
  /** The section that renders this path; null for the host's own dashboard. */
  section: SectionName | null;
}

/**
 * The one table of top-level paths (docs/architecture.md §3), in the order of the navigation (SPEC §2).
 * The navigation, the active item and the choice of section for a path all read it.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { path: '/chatui', label: 'テスト（チャットUI）', icon: SmartToyOutlinedIcon, section: 'chatsettings' },
  { path: '/', label: 'ダッシュボード', icon: SpaceDashboardOutlinedIcon, section: null },
  { path: '/chatsettings', label: '会話設定', icon: ForumOutlinedIcon, section: 'chatsettings' },
  { path: '/avatarsettings', label: 'アバター設定', icon: FaceRetouchingNaturalOutlinedIcon, section: 'avatarsettings' },
  { path: '/urlsettings', label: 'リンク設定', icon: LinkOutlinedIcon, section: 'chatsettings' },
  { path: '/analytics', label: '分析', icon: InsightsOutlinedIcon, section: 'analytics' },
  { path: '/form-history', label: 'フォーム回答履歴', icon: AssignmentOutlinedIcon, section: 'history' },
  { path: '/conversationhistory', label: '会話履歴', icon: HistoryOutlinedIcon, section: 'history' },
];
