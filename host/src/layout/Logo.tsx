import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { below, NARROW_BELOW } from './layout-sizes';

function LogoMark() {
  return (
    <Box component="svg" viewBox="0 0 40 40" aria-hidden sx={{ width: 36, height: 36, flexShrink: 0 }}>
      <defs>
        <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8b5cf6" />
          <stop offset="1" stopColor="#5b21b6" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="11" fill="url(#logo-gradient)" />
      <path d="M11 13.5a5.5 5.5 0 0 1 5.5-5.5h7a5.5 5.5 0 0 1 5.5 5.5v6.5a5.5 5.5 0 0 1-5.5 5.5H19l-5 4v-4.3A5.5 5.5 0 0 1 11 20z" fill="#fff" />
      <circle cx="17" cy="16.5" r="1.8" fill="#6d28d9" />
      <circle cx="23" cy="16.5" r="1.8" fill="#6d28d9" />
      <path d="M16.5 20.5q3.5 2.6 7 0" stroke="#6d28d9" strokeWidth="1.6" strokeLinecap="round" fill="none" />
    </Box>
  );
}

export interface LogoProps {
  /** In the navigation the name gives way to the mark alone when the navigation is narrow. */
  collapsible?: boolean;
}

export function Logo({ collapsible = false }: LogoProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
      <LogoMark />
      <Box sx={{ lineHeight: 1.2, ...(collapsible ? { [below(NARROW_BELOW)]: { display: 'none' } } : {}) }}>
        <Typography component="span" sx={{ display: 'block', fontWeight: 800, fontSize: '1rem', color: 'primary.main' }}>
          AIアバター
        </Typography>
        <Typography component="span" sx={{ display: 'block', fontSize: '0.6875rem', color: 'text.secondary', letterSpacing: '0.08em' }}>
          管理コンソール
        </Typography>
      </Box>
    </Box>
  );
}
