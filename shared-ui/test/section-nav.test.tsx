import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { SectionNav } from '../src/section-nav/SectionNav';
import { renderWithTheme } from './render';

const items = [
  { label: '会話設定', path: '/chatsettings' },
  { label: 'クイックリプライ', path: '/chatsettings/quickreply' },
  { label: 'ナレッジデータストア', path: '/chatsettings/knowledgedatastore' },
];

function Where() {
  return <output aria-label="現在のパス">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  return renderWithTheme(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <SectionNav items={items} />
            <Where />
          </>
        }
      />
    </Routes>,
    { path },
  );
}

describe('SectionNav', () => {
  it.each([
    ['/chatsettings', '会話設定'],
    ['/chatsettings/quickreply', 'クイックリプライ'],
    ['/chatsettings/knowledgedatastore/edit/7', 'ナレッジデータストア'],
    ['/chatsettings/knowledgedatastore/', 'ナレッジデータストア'],
  ])('at %s marks only %s active', (path, label) => {
    renderAt(path);
    const tabs = screen.getAllByRole('tab');
    const selected = tabs.filter((t) => t.getAttribute('aria-selected') === 'true');
    expect(selected).toHaveLength(1);
    expect(selected[0]).toHaveTextContent(label);
    expect(screen.getByRole('tab', { name: label })).toHaveAttribute('aria-current', 'page');
  });

  it('marks nothing active for a path outside the section', () => {
    renderAt('/chatsettingsX');
    for (const tab of screen.getAllByRole('tab')) expect(tab).toHaveAttribute('aria-selected', 'false');
  });

  it('navigates with links to absolute paths', async () => {
    renderAt('/chatsettings');
    const link = screen.getByRole('tab', { name: 'クイックリプライ' });
    expect(link).toHaveAttribute('href', '/chatsettings/quickreply');
    await userEvent.click(link);
    expect(screen.getByLabelText('現在のパス')).toHaveTextContent('/chatsettings/quickreply');
    expect(link).toHaveAttribute('aria-selected', 'true');
  });
});
