import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SectionLoadError } from '../src/section-load-error/SectionLoadError';
import { renderWithTheme } from './render';

describe('SectionLoadError', () => {
  it('says in Japanese that the screen could not load and retries on 再試行', async () => {
    const onRetry = jest.fn();
    renderWithTheme(<SectionLoadError onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('この画面を読み込めませんでした');
    await userEvent.click(screen.getByRole('button', { name: '再試行' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
