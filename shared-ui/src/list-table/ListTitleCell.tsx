import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export interface ListTitleCellProps {
  title: string;
  /** The row's own page. */
  to: string;
  /** The link's accessible name, when the title alone does not say what it opens. */
  linkLabel?: string;
  /** One line under the title (a description, an excerpt), cut to the column's width. */
  secondary?: string | null;
  /** Anything further under it. */
  children?: ReactNode;
}

/** The first cell of a row: its title as the link to its page, and a line about it. */
export function ListTitleCell({ title, to, linkLabel, secondary, children }: ListTitleCellProps) {
  return (
    <>
      <Link component={RouterLink} to={to} underline="hover" aria-label={linkLabel} sx={{ fontWeight: 700 }}>
        {title}
      </Link>
      {secondary ? (
        <Typography variant="body2" color="text.secondary" noWrap>
          {secondary}
        </Typography>
      ) : null}
      {children}
    </>
  );
}
