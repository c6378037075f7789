import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import { PageTitle } from '../page-title/PageTitle';
import { labels } from '../labels';

export interface NotAvailableYetProps {
  title: string;
}

/** A screen whose contents are not built yet says so plainly, and offers nothing that pretends to work. */
export function NotAvailableYet({ title }: NotAvailableYetProps) {
  return (
    <>
      <PageTitle title={title} />
      <Paper
        variant="outlined"
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 3, py: 4, color: 'text.secondary' }}
      >
        <ConstructionOutlinedIcon aria-hidden color="disabled" />
        <Typography variant="body1">{labels.notAvailableYet}</Typography>
      </Paper>
    </>
  );
}
