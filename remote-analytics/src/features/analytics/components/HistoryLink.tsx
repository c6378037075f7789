import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';

/** A link into 会話履歴 (another section: by path, never an import). */
export function HistoryLink({ to, label, children }: { to: string; label?: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} aria-label={label}>
      {children}
    </Link>
  );
}
