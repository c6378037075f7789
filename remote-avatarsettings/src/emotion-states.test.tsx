import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { render, screen } from '@testing-library/react';
import { installFreshAccountApi } from './testing/fixtures';
import EmotionStates from './emotion-states';

beforeEach(() => {
  window.localStorage.clear();
  installFreshAccountApi();
});

describe('EmotionStates (exposed for the host)', () => {
  // Only the host's data router around it, as under /chatsettings/emotionstates: no query cache,
  // no theme and none of this section's routes are there for it to lean on.
  it('renders the emotion states screen on its own at the path the host gives it', async () => {
    const router = createMemoryRouter([{ path: 'chatsettings/emotionstates', element: <EmotionStates /> }], {
      initialEntries: ['/chatsettings/emotionstates'],
    });
    render(<RouterProvider router={router} />);

    expect(screen.getByRole('heading', { level: 1, name: '感情設定' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: '感情設定' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '感情の一覧' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
