import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGE_VARIABLES, MESSAGE_VARIABLE_LABELS } from 'shared-contracts';
import { VariableChips } from '../src/caret-insert/VariableChips';
import { renderWithTheme } from './render';

// The row under the greeting (avatar settings) and under each fixed message (chat settings).
describe('VariableChips', () => {
  it('is a group named by its caption with one chip per variable that hands over its token', async () => {
    const onInsert = jest.fn();
    renderWithTheme(<VariableChips caption="変数を挿入" onInsert={onInsert} />);
    const group = screen.getByRole('group', { name: '変数を挿入' });
    expect(group).toHaveTextContent('変数を挿入');
    const [first] = MESSAGE_VARIABLES;
    await userEvent.click(screen.getByRole('button', { name: MESSAGE_VARIABLE_LABELS[first] }));
    expect(onInsert).toHaveBeenCalledWith(`{${first}}`);
    expect(screen.getAllByRole('button')).toHaveLength(MESSAGE_VARIABLES.length);
  });

  it('names the group and each chip as told', () => {
    renderWithTheme(
      <VariableChips
        caption="変数を挿入"
        groupLabel="挨拶: 変数を挿入"
        chipLabel={(variableLabel, token) => `挨拶に${variableLabel} ${token} を入れる`}
        onInsert={() => undefined}
      />,
    );
    expect(screen.getByRole('group', { name: '挨拶: 変数を挿入' })).toBeInTheDocument();
    const [first] = MESSAGE_VARIABLES;
    expect(screen.getByRole('button', { name: `挨拶に${MESSAGE_VARIABLE_LABELS[first]} {${first}} を入れる` })).toBeInTheDocument();
  });
});
