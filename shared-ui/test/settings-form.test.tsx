import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SettingsForm, type SettingsFormProps } from '../src/settings-form/SettingsForm';
import { SettingsSection } from '../src/settings-form/SettingsSection';
import { renderWithTheme } from './render';

function renderForm(props: Partial<SettingsFormProps> = {}) {
  const onSubmit = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
  const onDiscard = jest.fn();
  renderWithTheme(
    <SettingsForm
      title="チャットUI"
      description="ウィジェットの見た目を設定します。"
      onSubmit={onSubmit}
      onDiscard={onDiscard}
      isDirty={false}
      isPending={false}
      {...props}
    >
      <SettingsSection title="基本" description="タイトルなど">
        <label>
          タイトル
          <input name="title" />
        </label>
      </SettingsSection>
      <SettingsSection title="表示">
        <span>中身</span>
      </SettingsSection>
    </SettingsForm>,
  );
  return { onSubmit, onDiscard };
}

describe('SettingsForm', () => {
  it('is a form named by its heading, with its sections as headed regions', () => {
    renderForm();
    expect(screen.getByRole('form', { name: 'チャットUI' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'チャットUI' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '基本' })).toContainElement(screen.getByRole('heading', { level: 3, name: '基本' }));
    expect(screen.getByText('タイトルなど')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '表示' })).toBeInTheDocument();
  });

  it('offers neither save nor discard while nothing changed', () => {
    renderForm();
    expect(screen.getByRole('button', { name: '保存' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '変更を破棄' })).toBeDisabled();
    expect(screen.getByText('保存されていない変更があります')).not.toBeVisible();
  });

  it('saves and discards once something changed', async () => {
    const { onSubmit, onDiscard } = renderForm({ isDirty: true });
    expect(screen.getByText('保存されていない変更があります')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: '変更を破棄' }));
    expect(onDiscard).toHaveBeenCalledTimes(1);
  });

  it('offers save, not discard, for defaults never saved, and says why', async () => {
    const { onSubmit } = renderForm({ neverSaved: true });
    expect(screen.getByText('まだ保存されていません。初期値のままでも保存できます')).toBeVisible();
    expect(screen.getByRole('button', { name: '変更を破棄' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('says there are unsaved changes once defaults never saved are changed', () => {
    renderForm({ neverSaved: true, isDirty: true });
    expect(screen.getByText('保存されていない変更があります')).toBeVisible();
    expect(screen.getByRole('button', { name: '変更を破棄' })).toBeEnabled();
  });

  it('shows progress and takes no second save while one is pending', () => {
    renderForm({ isDirty: true, isPending: true });
    expect(screen.getByRole('button', { name: /保存/ })).toBeDisabled();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '変更を破棄' })).toBeDisabled();
  });

  it('does not submit on the Enter that confirms an IME conversion', () => {
    renderForm({ isDirty: true });
    const input = screen.getByRole('textbox', { name: 'タイトル' });
    expect(fireEvent.keyDown(input, { key: 'Enter', isComposing: true })).toBe(false);
    expect(fireEvent.keyDown(input, { key: 'Enter', keyCode: 229 })).toBe(false);
    expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(true);
  });
});
