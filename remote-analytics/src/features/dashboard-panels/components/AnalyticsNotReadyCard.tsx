import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { labels } from '../../../labels';

// Until the analytics API exists the dashboard says so, rather than showing figures nobody measured.
export function AnalyticsNotReadyCard() {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {labels.analytics}
        </Typography>
        <Typography color="text.secondary">{labels.analyticsNotReady}</Typography>
      </CardContent>
    </Card>
  );
}
