import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { Link as RouterLink } from 'react-router-dom';
import type { MediaUsage } from 'shared-contracts';

/** Where a file is used, each a link to the screen where the owner can change it. */
export function UsageList({ usages }: { usages: readonly MediaUsage[] }) {
  return (
    <List dense disablePadding sx={{ listStyle: 'disc', pl: 2.5 }}>
      {usages.map((usage, index) => (
        <ListItem key={`${usage.place}-${index}`} disableGutters sx={{ display: 'list-item', py: 0.25 }}>
          <Link component={RouterLink} to={usage.path}>
            {usage.label}
          </Link>
        </ListItem>
      ))}
    </List>
  );
}
