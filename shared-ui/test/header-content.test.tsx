import { act, screen } from '@testing-library/react';
import { useHeaderContent } from '../src/header-slot/header-content-store';
import { HeaderContent } from '../src/header-slot/HeaderContent';
import { renderWithTheme } from './render';

function Slot() {
  return <div data-testid="slot">{useHeaderContent((s) => s.content)}</div>;
}

describe('header slot', () => {
  afterEach(() => act(() => useHeaderContent.getState().clear()));

  it('shows what a page puts into it while the page is mounted', () => {
    const { rerender } = renderWithTheme(
      <>
        <Slot />
        <HeaderContent>
          <span>保存ボタン</span>
        </HeaderContent>
      </>,
    );
    expect(screen.getByTestId('slot')).toHaveTextContent('保存ボタン');
    rerender(<Slot />);
    expect(screen.getByTestId('slot')).toBeEmptyDOMElement();
  });

  it('can be cleared by the host', () => {
    renderWithTheme(
      <>
        <Slot />
        <HeaderContent>
          <span>保存ボタン</span>
        </HeaderContent>
      </>,
    );
    act(() => useHeaderContent.getState().clear());
    expect(screen.getByTestId('slot')).toBeEmptyDOMElement();
  });
});
