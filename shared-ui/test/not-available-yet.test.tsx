import { screen } from '@testing-library/react';
import { NotAvailableYet } from '../src/not-available-yet/NotAvailableYet';
import { renderWithTheme } from './render';

describe('NotAvailableYet', () => {
  it('states plainly that the screen is not available yet, under its title', () => {
    renderWithTheme(<NotAvailableYet title="クイックリプライ" />);
    expect(screen.getByRole('heading', { level: 1, name: 'クイックリプライ' })).toBeInTheDocument();
    expect(screen.getByText('この画面は準備中です。')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(document.title).toBe('クイックリプライ | AIアバター 管理コンソール');
  });
});
