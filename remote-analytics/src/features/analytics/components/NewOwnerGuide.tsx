import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { KPI_DEFINITIONS, KPI_KEYS } from 'shared-contracts';
import { labels } from '../../../labels';
import { externalPaths } from '../../../paths';
import { KPI_GRID_SX } from './SummaryCards';

const e = labels.empty;

/** Instead of a wall of zeros: what each card will show, and the two steps that get the first figures. */
export function NewOwnerGuide() {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="analytics-new-owner" sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <Box>
        <Typography id="analytics-new-owner" variant="h5" component="h2">
          {e.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {e.description}
        </Typography>
      </Box>
      <Box component="ol" aria-label={e.stepsTitle} sx={{ m: 0, pl: 3, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <li>
          <Typography>{e.embedStep}</Typography>
          <Button component={RouterLink} to={externalPaths.urlSettings} variant="contained" size="small" sx={{ mt: 0.5 }}>
            {e.embedLink}
          </Button>
        </li>
        <li>
          <Typography>{e.tryStep}</Typography>
          <Button component={RouterLink} to={externalPaths.chatUi} variant="outlined" size="small" sx={{ mt: 0.5 }}>
            {e.tryLink}
          </Button>
        </li>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {e.longerPeriod}
      </Typography>
      <Box>
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          {e.willShow}
        </Typography>
        <Box role="list" aria-label={e.willShow} sx={KPI_GRID_SX}>
          {KPI_KEYS.map((key) => (
            <Card variant="outlined" role="listitem" key={key} sx={{ bgcolor: 'grey.50' }}>
              <CardContent>
                <Typography variant="subtitle2" component="h4">
                  {KPI_DEFINITIONS[key].label}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {KPI_DEFINITIONS[key].definition}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Box>
    </Paper>
  );
}
