import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SwitchField } from '../src/switch-field/SwitchField';
import { renderWithTheme } from './render';

function Harness({ onChange }: { onChange(checked: boolean): void }) {
  const [checked, setChecked] = useState(false);
  return (
    <SwitchField
      label="アバターを表示する"
      hint="チャット画面にアバターを表示します。"
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        onChange(next);
      }}
    />
  );
}

describe('SwitchField', () => {
  it('is a switch named by its label that toggles from the label text too', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Harness onChange={onChange} />);
    const control = screen.getByRole('switch', { name: /アバターを表示する/ });
    expect(control).not.toBeChecked();
    await userEvent.click(screen.getByText('チャット画面にアバターを表示します。'));
    expect(control).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
  });
});
