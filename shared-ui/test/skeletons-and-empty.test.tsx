import { screen, within } from '@testing-library/react';
import Button from '@mui/material/Button';
import { FormSkeleton } from '../src/skeletons/FormSkeleton';
import { ListSkeleton } from '../src/skeletons/ListSkeleton';
import { EmptyState } from '../src/empty-state/EmptyState';
import { renderWithTheme } from './render';

describe('FormSkeleton', () => {
  it('draws the blocks and fields the form will have, announced as loading', () => {
    const { container } = renderWithTheme(<FormSkeleton sections={3} fields={2} />);
    expect(screen.getByRole('progressbar', { name: '読み込み中' })).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('.MuiPaper-root')).toHaveLength(3);
    expect(container.querySelectorAll('.MuiSkeleton-rounded[style*="height: 56px"]')).toHaveLength(6);
  });
});

describe('ListSkeleton', () => {
  it('draws one row per expected item at the row height, and the toolbar when asked', () => {
    const { container } = renderWithTheme(<ListSkeleton rows={4} withToolbar rowHeight={72} />);
    const paper = container.querySelector('.MuiPaper-root');
    expect(paper?.children).toHaveLength(4);
    expect(getComputedStyle(paper?.children[0] as Element).height).toBe('72px');
    expect(container.querySelectorAll('.MuiSkeleton-rounded[style*="height: 40px"]')).toHaveLength(3);
  });
});

describe('EmptyState', () => {
  it('says what is missing, what to do, and offers the action', () => {
    renderWithTheme(
      <EmptyState
        title="クイックリプライはまだありません"
        description="「追加」からボタンを作成してください。"
        action={<Button>追加</Button>}
      />,
    );
    const title = screen.getByText('クイックリプライはまだありません');
    const box = title.closest('.MuiPaper-root') as HTMLElement;
    expect(within(box).getByText('「追加」からボタンを作成してください。')).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: '追加' })).toBeInTheDocument();
  });
});
