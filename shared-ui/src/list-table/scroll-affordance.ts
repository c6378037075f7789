import { alpha, type Theme } from '@mui/material/styles';

/**
 * A table wider than its card scrolls sideways inside it, and shows that it does: a scrollbar that
 * stays drawn (overlay scrollbars, as macOS draws them, show nothing until scrolled, and a column cut
 * at the edge read as the whole table) and a shadow on each side that has more beyond it. The shadows
 * are the card's background: covers that scroll with the content hide them at either end, so a table
 * that fits shows none.
 */
export function scrollAffordanceSx(theme: Theme) {
  const paper = theme.palette.background.paper;
  const shade = alpha(theme.palette.common.black, 0.22);
  return {
    overflowX: 'auto',
    background: [
      `linear-gradient(to right, ${paper} 30%, ${alpha(paper, 0)}) left center / 40px 100% no-repeat local`,
      `linear-gradient(to left, ${paper} 30%, ${alpha(paper, 0)}) right center / 40px 100% no-repeat local`,
      `radial-gradient(farthest-side at 0 50%, ${shade}, transparent) left center / 16px 100% no-repeat scroll`,
      `radial-gradient(farthest-side at 100% 50%, ${shade}, transparent) right center / 16px 100% no-repeat scroll`,
    ].join(', '),
    backgroundColor: paper,
    '&::-webkit-scrollbar': { height: 10 },
    '&::-webkit-scrollbar-track': { backgroundColor: theme.palette.grey[100] },
    '&::-webkit-scrollbar-thumb': { backgroundColor: theme.palette.grey[400], borderRadius: 5, border: `2px solid ${theme.palette.grey[100]}` },
  } as const;
}
