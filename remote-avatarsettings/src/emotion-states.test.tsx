import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { render, screen } from '@testing-library/react';
import EmotionStates from './emotion-states';

describe('EmotionStates (exposed for the host)', () => {
  // Only a router around it, as under the host's /chatsettings/emotionstates route: no query cache,
  // no theme and none of this section's routes are there for it to lean on.
  it('renders on its own at the path the host gives it', () => {
    render(
      <MemoryRouter initialEntries={['/chatsettings/emotionstates']}>
        <Routes>
          <Route path="chatsettings/emotionstates" element={<EmotionStates />} />
        </Routes>
      </MemoryRouter>,
    );

    expect(screen.getByRole('heading', { level: 1, name: '感情設定' })).toBeInTheDocument();
    expect(screen.getByText(/準備中/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
