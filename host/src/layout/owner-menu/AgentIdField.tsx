import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { labels } from '../../labels';

type CopyState = 'idle' | 'copied' | 'failed';

/** How long the copy confirmation stays before the row goes quiet again. */
export const COPY_FEEDBACK_MS = 2000;

export function AgentIdField({ agentId }: { agentId: string }) {
  const [copy, setCopy] = useState<CopyState>('idle');

  useEffect(() => {
    if (copy === 'idle') return undefined;
    const timer = setTimeout(() => setCopy('idle'), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copy]);

  const copyAgentId = async () => {
    try {
      await navigator.clipboard.writeText(agentId);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 700 }}>
          {labels.owner.agentId}
        </Typography>
        <Tooltip title={labels.owner.agentIdHelp} placement="top">
          <IconButton size="small" aria-label={labels.owner.agentIdHelpButton} sx={{ p: 0.25 }}>
            <InfoOutlinedIcon sx={{ fontSize: 16 }} />
          </IconButton>
        </Tooltip>
      </Box>
      <Box
        sx={{
          mt: 0.5,
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          pl: 1.5,
          pr: 0.5,
          py: 0.25,
          borderRadius: 1,
          bgcolor: 'grey.100',
        }}
      >
        <Typography
          component="code"
          data-testid="agent-id"
          sx={{
            flex: 1,
            minWidth: 0,
            fontFamily: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
            fontSize: '0.8125rem',
            overflowWrap: 'anywhere',
          }}
        >
          {agentId}
        </Typography>
        <Tooltip title={labels.owner.copy}>
          <IconButton size="small" aria-label={labels.owner.copy} onClick={copyAgentId}>
            <ContentCopyIcon sx={{ fontSize: 18 }} />
          </IconButton>
        </Tooltip>
      </Box>
      <Typography
        role="status"
        variant="caption"
        color={copy === 'failed' ? 'error' : 'primary'}
        sx={{ display: 'block', minHeight: 20, mt: 0.5, fontWeight: 700 }}
      >
        {copy === 'copied' ? labels.owner.copied : copy === 'failed' ? labels.owner.copyFailed : ''}
      </Typography>
    </Box>
  );
}
