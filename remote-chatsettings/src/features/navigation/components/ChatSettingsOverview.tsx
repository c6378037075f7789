import { Link } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { labels } from '../../../labels';
import { paths } from '../../../paths';
import { chatSettingsNavItems } from '../chat-settings-nav-items';

const subScreens = chatSettingsNavItems.filter((item) => item.path !== paths.chatSettings);

// The index of 会話設定 is a map of its sub-screens; it is the one screen here that already works.
export function ChatSettingsOverview() {
  return (
    <Box
      component="ul"
      aria-label={labels.overviewListLabel}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        gap: 2,
        listStyle: 'none',
        m: 0,
        p: 0,
      }}
    >
      {subScreens.map((item) => (
        <li key={item.path}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={Link} to={item.path} sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="subtitle1" component="span" sx={{ fontWeight: 'bold' }}>
                  {item.label}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}
