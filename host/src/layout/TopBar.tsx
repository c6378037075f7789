import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Toolbar from '@mui/material/Toolbar';
import { useSession } from 'shared-auth';
import { useHeaderContent } from 'shared-ui';
import { labels } from '../labels';
import { AgentIdCopy } from './AgentIdCopy';
import { below, NARROW_BELOW, TOP_BAR_HEIGHT } from './layout-sizes';
import { OwnerMenu } from './owner-menu/OwnerMenu';

/**
 * The page's own header content on the left; on the right the owner's plan, AgentID and name with
 * 様 (SPEC §1). The stored auth data carries no plan, and SPEC knows only the standard plan, so
 * that is the label. Nothing here wraps: at 1088 px the page's content and then the name give way.
 */
export function TopBar() {
  const content = useHeaderContent((s) => s.content);
  const { agentId } = useSession();
  return (
    <AppBar position="sticky">
      <Toolbar sx={{ minHeight: TOP_BAR_HEIGHT, gap: 2, px: { xs: 3 }, [below(NARROW_BELOW)]: { gap: 1.5 } }}>
        <Box data-testid="header-content" sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 1 }}>
          {content}
        </Box>
        <Box
          data-testid="owner-summary"
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, [below(NARROW_BELOW)]: { gap: 1 } }}
        >
          <Chip label={labels.owner.plans.standard} size="small" color="primary" variant="outlined" sx={{ flexShrink: 0 }} />
          <AgentIdCopy agentId={agentId ?? ''} />
          <OwnerMenu />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
