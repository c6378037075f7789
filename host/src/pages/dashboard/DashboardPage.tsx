import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSession } from 'shared-auth';
import { LoadingSpinner, PageTitle } from 'shared-ui';
import { RemoteView } from '../../sections/RemoteView';
import { labels } from '../../labels';

/** The index page: the host's own welcome, with the analytics section's panels below it. */
export function DashboardPage() {
  const { userName } = useSession();
  return (
    <>
      <PageTitle
        title={labels.dashboard.title}
        description={
          <>
            <Typography component="span" variant="body2" sx={{ fontWeight: 700, color: 'text.primary' }}>
              {labels.dashboard.welcome(userName ?? '')}
            </Typography>
            {'　'}
            {labels.dashboard.lead}
          </>
        }
      />
      <Box component="section" aria-label={labels.dashboard.title}>
        <RemoteView section="analytics" exposed="./DashboardPanels" loading={<LoadingSpinner />} />
      </Box>
    </>
  );
}
