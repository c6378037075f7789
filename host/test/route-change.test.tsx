import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation } from 'react-router-dom';
import { HeaderContent, useHeaderContent } from 'shared-ui';
import { FADE_DELAY_MS } from '../src/layout/PageFade';
import { fakeModule, renderApp, resetApp, signInAsDemo } from './app';
import { loadSectionMock } from './federation-mock';

jest.mock('../src/federation/remotes', () => ({ loadSection: jest.fn(), registerSectionRemotes: jest.fn() }));

function ChatSettings() {
  const { pathname } = useLocation();
  return (
    <>
      {pathname === '/chatsettings/quickreply' ? (
        <HeaderContent>
          <span>クイックリプライの操作</span>
        </HeaderContent>
      ) : null}
      <Link to="/chatsettings/quickreply">クイックリプライへ</Link>
      <Link to="/chatsettings/fixedmessage">定型メッセージへ</Link>
    </>
  );
}

beforeEach(() => {
  resetApp();
  signInAsDemo();
  loadSectionMock.mockResolvedValue(fakeModule(ChatSettings));
});

const header = () => screen.getByTestId('header-content');

describe('on every path change', () => {
  it('clears the header content', async () => {
    renderApp('/chatsettings');
    await screen.findByRole('link', { name: 'クイックリプライへ' });
    act(() => useHeaderContent.getState().setContent(<span>前の画面の操作</span>));
    expect(header()).toHaveTextContent('前の画面の操作');

    await userEvent.click(screen.getByRole('link', { name: '定型メッセージへ' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/chatsettings/fixedmessage'));
    expect(header()).toBeEmptyDOMElement();
  });

  it("shows the new page's own header content after clearing the old", async () => {
    renderApp('/chatsettings');
    await userEvent.click(await screen.findByRole('link', { name: 'クイックリプライへ' }));
    expect(await screen.findByText('クイックリプライの操作')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: '定型メッセージへ' }));
    await waitFor(() => expect(header()).toBeEmptyDOMElement());
  });

  it('scrolls to the top and fades the page in after 100 ms', async () => {
    renderApp('/chatsettings');
    await screen.findByRole('link', { name: 'クイックリプライへ' });
    jest.mocked(window.scrollTo).mockClear();
    jest.mocked(Element.prototype.animate).mockClear();

    await userEvent.click(screen.getByRole('link', { name: 'クイックリプライへ' }));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(Element.prototype.animate).toHaveBeenCalledWith(
      [{ opacity: 0 }, { opacity: 1 }],
      expect.objectContaining({ delay: FADE_DELAY_MS, fill: 'backwards' }),
    );
    expect(FADE_DELAY_MS).toBe(100);
  });
});
