import { screen } from '@testing-library/react';
import { LoadingSpinner } from '../src/loading-spinner/LoadingSpinner';
import { renderWithTheme } from './render';

describe('LoadingSpinner', () => {
  it('says ロード中... by default', () => {
    renderWithTheme(<LoadingSpinner />);
    expect(screen.getByRole('status')).toHaveTextContent('ロード中...');
    expect(screen.getByRole('progressbar')).toHaveAccessibleName('ロード中...');
  });

  it.each([
    ['small', '24px'],
    ['default', '40px'],
    ['large', '64px'],
  ] as const)('draws the %s size at %s', (size, px) => {
    renderWithTheme(<LoadingSpinner size={size} />);
    expect(screen.getByRole('progressbar')).toHaveStyle({ width: px, height: px });
  });

  it('uses the default size of 40 px when no size is given', () => {
    renderWithTheme(<LoadingSpinner />);
    expect(screen.getByRole('progressbar')).toHaveStyle({ width: '40px' });
  });

  it('shows the text it is given instead of the default', () => {
    renderWithTheme(<LoadingSpinner text="保存中..." />);
    expect(screen.getByRole('status')).toHaveTextContent('保存中...');
    expect(screen.queryByText('ロード中...')).not.toBeInTheDocument();
  });

  it('covers the screen with an overlay of opacity 0.2 by default', () => {
    renderWithTheme(<LoadingSpinner fullScreen />);
    const overlay = screen.getByTestId('loading-overlay');
    expect(overlay).toHaveStyle({ position: 'fixed', backgroundColor: 'rgba(0, 0, 0, 0.2)' });
  });

  it('takes another overlay opacity', () => {
    renderWithTheme(<LoadingSpinner fullScreen opacity={0.5} />);
    expect(screen.getByTestId('loading-overlay')).toHaveStyle({ backgroundColor: 'rgba(0, 0, 0, 0.5)' });
  });

  it('draws no overlay unless asked to', () => {
    renderWithTheme(<LoadingSpinner />);
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  });
});
