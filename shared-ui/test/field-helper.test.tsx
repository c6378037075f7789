import { screen } from '@testing-library/react';
import { FieldHelper } from '../src/char-counter/FieldHelper';
import { renderWithTheme } from './render';

describe('FieldHelper', () => {
  it('counts visible characters, not UTF-16 units', () => {
    renderWithTheme(<FieldHelper hint="ボタンに表示されます" count={{ value: '𠮷野家🇯🇵', max: 20 }} />);
    expect(screen.getByText('ボタンに表示されます')).toBeInTheDocument();
    expect(screen.getByLabelText('20文字中4文字')).toHaveTextContent('4 / 20');
  });

  it('shows the error instead of the hint', () => {
    renderWithTheme(<FieldHelper hint="ヒント" error="ボタンの表示名を入力してください" count={{ value: '', max: 20 }} />);
    expect(screen.getByText('ボタンの表示名を入力してください')).toBeInTheDocument();
    expect(screen.queryByText('ヒント')).not.toBeInTheDocument();
  });

  it('marks a count past the limit', () => {
    renderWithTheme(<FieldHelper count={{ value: 'あいうえお', max: 3 }} />);
    expect(screen.getByLabelText('3文字中5文字')).toHaveStyle({ color: 'rgb(211, 47, 47)' });
  });
});
