import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { useNotice } from 'shared-ui';
import { labels } from '../labels';

const monospace = 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace';

/**
 * The AgentID in the top bar (SPEC §1), always in view because the owner copies it into a
 * site-building tool; hovering it or focusing the ⓘ says so. The id has a fixed length, so it never
 * needs to shorten; a copy is confirmed in a snackbar, which does not push the bar around.
 */
export function AgentIdCopy({ agentId }: { agentId: string }) {
  const notice = useNotice();

  const copyAgentId = async () => {
    try {
      await navigator.clipboard.writeText(agentId);
      notice.showSuccess(labels.owner.copied);
    } catch {
      notice.showError(labels.owner.copyFailed);
    }
  };

  return (
    <>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          flexShrink: 0,
          height: 32,
          pl: 1.25,
          pr: 0.25,
          borderRadius: 2,
          bgcolor: 'grey.100',
        }}
      >
        <Tooltip title={labels.owner.agentIdHelp} describeChild>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, cursor: 'help' }}>
            <Typography component="span" variant="caption" color="text.secondary" sx={{ fontWeight: 700 }}>
              {labels.owner.agentId}
            </Typography>
            <Typography
              component="code"
              data-testid="agent-id"
              sx={{ fontFamily: monospace, fontSize: '0.8125rem', whiteSpace: 'nowrap' }}
            >
              {agentId}
            </Typography>
            <IconButton size="small" aria-label={labels.owner.agentIdHelpButton} sx={{ p: 0.25, ml: -0.25 }}>
              <InfoOutlinedIcon sx={{ fontSize: 16 }} />
            </IconButton>
          </Box>
        </Tooltip>
        <Tooltip title={labels.owner.copy}>
          <IconButton size="small" aria-label={labels.owner.copy} onClick={copyAgentId}>
            <ContentCopyIcon sx={{ fontSize: 18 }} />
          </IconButton>
        </Tooltip>
      </Box>
      {notice.element}
    </>
  );
}
