import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../paths';
import { useVectorStatus } from '../api/vector-status';
import { labels } from '../labels';

const t = labels.vectorStatus;

/**
 * 意味検索 on the knowledge screen: whether answers also come by meaning, with which model, and,
 * while a model's vectors are written (new items, a change of model), how far along it is and what
 * answers meanwhile.
 */
export function VectorStatusPanel() {
  const { data: status } = useVectorStatus();
  if (!status) return null;
  if (status.state === 'error') {
    return (
      <Alert severity="warning" sx={{ mb: 2 }} data-testid="vector-status">
        {t.error(status.error ?? '')}
      </Alert>
    );
  }
  const building = status.state === 'building';
  const percent = status.total === 0 ? 100 : Math.round((status.embedded / status.total) * 100);
  return (
    <Box
      role="status"
      aria-label={t.title}
      data-testid="vector-status"
      sx={{ mb: 2, px: 2, py: 1.25, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', display: 'grid', gap: 0.75 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <AutoAwesomeOutlinedIcon fontSize="small" color={status.state === 'ready' ? 'primary' : 'disabled'} />
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {t.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 240 }}>
          {status.state === 'off'
            ? t.off
            : status.state === 'loading'
              ? t.loading
              : building
                ? t.building(status.model ?? '', status.embedded, status.total)
                : t.ready(status.model ?? '')}
        </Typography>
        <Link component={RouterLink} to={paths.detailAiSettings} variant="body2">
          {t.settingsLink}
        </Link>
      </Box>
      {building ? (
        <>
          <LinearProgress variant="determinate" value={percent} aria-label={t.building(status.model ?? '', status.embedded, status.total)} />
          <Typography variant="caption" color="text.secondary">
            {t.buildingAnswering(status.answering_model !== status.model ? status.answering_model : null)}
          </Typography>
        </>
      ) : null}
    </Box>
  );
}
