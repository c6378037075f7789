import { theme } from '../src/theme/theme';

describe('theme', () => {
  it('is purple with a Japanese font stack and the Japanese locale', () => {
    expect(theme.palette.primary.main).toBe('#6d28d9');
    expect(theme.typography.fontFamily).toMatch(/^"Noto Sans JP", "Noto Sans CJK JP", "Hiragino Kaku Gothic ProN"/);
    expect(theme.components?.MuiTablePagination?.defaultProps?.labelRowsPerPage).toBe('ページあたりの行数:');
  });
});
