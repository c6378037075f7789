import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AVATAR_SETTINGS_DEFAULTS, CHAT_UI_SETTINGS_DEFAULTS } from 'shared-contracts';
import { renderWithProviders, typeInto } from 'shared-ui/testing';
import { json, validationError, type FakeApi } from '../testing/fake-api';
import { echoSaved, imageItem, installFreshAccountApi, SAVED_AT, withMediaLibrary } from '../testing/fixtures';
import { AvatarSettingsRoute } from './avatar-settings';

const POSITION_MESSAGE = 'アバターの位置は-600から400の間で入力してください';
const SIZE_MESSAGE = 'アバターのサイズは50から150の間で入力してください';

let api: FakeApi;
beforeEach(() => {
  window.localStorage.clear();
  api = installFreshAccountApi();
});

async function renderLoaded() {
  const view = renderWithProviders(<AvatarSettingsRoute />, { path: '/avatarsettings' });
  await screen.findByRole('form', { name: 'アバター設定' });
  return view;
}

const positionField = () => screen.getByRole('spinbutton', { name: '位置' });
const sizeField = () => screen.getByRole('spinbutton', { name: 'サイズ' });
const positionSlider = () => screen.getByRole('slider', { name: '位置' });
const sizeSlider = () => screen.getByRole('slider', { name: 'サイズ' });
const preview = () => screen.getByTestId('avatar-page-preview');
const saveButton = () => screen.getByRole('button', { name: '保存' });

async function setNumber(field: HTMLElement, value: string) {
  await userEvent.clear(field);
  await typeInto(field, value);
}

describe('/avatarsettings', () => {
  it('shows a skeleton, then the defaults of SPEC §9 with the preview beside them', async () => {
    renderWithProviders(<AvatarSettingsRoute />, { path: '/avatarsettings' });
    expect(screen.getByRole('heading', { level: 1, name: 'アバター設定' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '読み込み中' })).toBeInTheDocument();
    await screen.findByRole('form', { name: 'アバター設定' });

    expect(positionField()).toHaveValue(-100);
    expect(sizeField()).toHaveValue(100);
    expect(positionSlider()).toHaveValue('-100');
    expect(sizeSlider()).toHaveValue('100');
    expect(screen.getByRole('radio', { name: /ゆい/ })).toBeChecked();
    expect(preview()).toHaveAttribute('data-position', '-100');
    expect(preview()).toHaveAttribute('data-size', '100');
    expect(within(preview()).getByText((_, el) => el?.getAttribute('data-name') === 'ゆい')).toBeInTheDocument();
  });

  it('takes an image from the media library, draws it in the preview and saves its id', async () => {
    const portrait = imageItem('0b5c1d0e-7a51-4c8e-9d55-3f0f1a2b3c4d', 'うさぎ.png');
    withMediaLibrary(api, [portrait, imageItem('1c6d2e1f-8b62-4d9f-8e66-4a1b2c3d4e5f', 'ねこ.png')]);
    echoSaved(api, 'avatar-settings');
    await renderLoaded();
    await userEvent.click(screen.getByRole('radio', { name: 'メディアライブラリの画像' }));
    expect(screen.queryByRole('radio', { name: /ゆい/ })).not.toBeInTheDocument();
    expect(screen.getByText('画像が選ばれていません')).toBeInTheDocument();

    // Without an image the schema refuses, at the field.
    await userEvent.click(saveButton());
    expect(await screen.findByText('メディアライブラリから画像を選んでください')).toBeInTheDocument();
    expect(api.sent('PUT', 'avatar-settings')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: '画像を選択' }));
    const dialog = await screen.findByRole('dialog', { name: 'メディアライブラリから画像を選ぶ' });
    expect(api.sent('GET', 'media')[0]?.search).toContain('kind=image');
    await userEvent.click(await within(dialog).findByRole('button', { name: /うさぎ\.png/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: '選択する' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(within(screen.getByRole('group', { name: 'アバターの画像' })).getByText('うさぎ.png')).toBeInTheDocument();
    // The widget's own avatar draws the picture, standing where the widget will stand it.
    await waitFor(() => expect(preview().querySelector('[data-kind="image"] img')).toHaveAttribute('src', portrait.url));
    await userEvent.click(saveButton());
    expect(await screen.findByText('保存しました')).toBeInTheDocument();
    expect(api.sent('PUT', 'avatar-settings').map((r) => r.body)).toEqual([{ ...AVATAR_SETTINGS_DEFAULTS, source: 'media', media_id: portrait.id }]);
  });

  it('says so when the stored image is no longer in the library', async () => {
    withMediaLibrary(api, []);
    api.on('GET', 'avatar-settings', () =>
      json(200, { ...AVATAR_SETTINGS_DEFAULTS, source: 'media', media_id: '0b5c1d0e-7a51-4c8e-9d55-3f0f1a2b3c4d', updated_at: null }),
    );
    await renderLoaded();
    expect(await screen.findByText(/この画像はメディアライブラリに見つかりません/)).toBeInTheDocument();
    // The preview keeps drawing the character rather than a broken picture.
    expect(preview().querySelector('img')).toBeNull();
    expect(preview().querySelector('[data-kind="builtin"] svg')).toHaveAttribute('data-name', 'ゆい');
  });

  describe('position and size at their bounds', () => {
    it.each([
      ['position', '-600', positionField],
      ['position', '400', positionField],
      ['size', '50', sizeField],
      ['size', '150', sizeField],
    ])('accepts %s %s at the number field', async (_name, value, field) => {
      await renderLoaded();
      await setNumber(field(), value);
      await waitFor(() => expect(saveButton()).toBeEnabled());
      expect(field()).not.toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByText(POSITION_MESSAGE)).not.toBeInTheDocument();
      expect(screen.queryByText(SIZE_MESSAGE)).not.toBeInTheDocument();
    });

    it.each([
      ['position', '-601', positionField, POSITION_MESSAGE],
      ['position', '401', positionField, POSITION_MESSAGE],
      ['size', '49', sizeField, SIZE_MESSAGE],
      ['size', '151', sizeField, SIZE_MESSAGE],
    ])('refuses %s %s at the field with the Japanese message, and sends nothing', async (_name, value, field, message) => {
      await renderLoaded();
      await setNumber(field(), value);
      await waitFor(() => expect(field()).toHaveAccessibleDescription(expect.stringContaining(message)));
      expect(field()).toHaveAttribute('aria-invalid', 'true');
      await userEvent.click(saveButton());
      expect(api.sent('PUT', 'avatar-settings')).toHaveLength(0);
    });

    it('lets the slider reach exactly the bounds, and no further', async () => {
      await renderLoaded();
      act(() => positionSlider().focus());
      await userEvent.keyboard('{End}');
      expect(positionField()).toHaveValue(400);
      await userEvent.keyboard('{ArrowRight}');
      expect(positionField()).toHaveValue(400);
      await userEvent.keyboard('{Home}');
      expect(positionField()).toHaveValue(-600);
      act(() => sizeSlider().focus());
      await userEvent.keyboard('{Home}');
      expect(sizeField()).toHaveValue(50);
      await userEvent.keyboard('{End}');
      expect(sizeField()).toHaveValue(150);
      expect(screen.queryByText(POSITION_MESSAGE)).not.toBeInTheDocument();
    });

    it('moves the slider when the number changes', async () => {
      await renderLoaded();
      await setNumber(positionField(), '-350');
      expect(positionSlider()).toHaveValue('-350');
    });
  });

  it('draws the preview from the unsaved values as they change', async () => {
    await renderLoaded();
    await setNumber(positionField(), '-420');
    expect(preview()).toHaveAttribute('data-position', '-420');
    await setNumber(sizeField(), '140');
    expect(preview()).toHaveAttribute('data-size', '140');
    // The widget's placement: a 224 px box (140% of 160) centred 420 px inside the launcher's centre
    // (1280 − 24 − 56 / 2 = 1228), its feet on the launcher's top edge (720 − 24 − 56 = 640).
    const box = screen.getByTestId('avatar-page-preview-avatar');
    expect([box.getAttribute('x'), box.getAttribute('y'), box.getAttribute('width')]).toEqual(['696', '416', '224']);
    expect(within(box).getByTestId('widget-avatar').querySelector('.avatar-chat-avatar')).toHaveStyle({ width: '224px' });
    await userEvent.click(screen.getByRole('radio', { name: /そら/ }));
    expect(within(preview()).getByText((_, el) => el?.getAttribute('data-name') === 'そら')).toBeInTheDocument();
    // A value the schema refuses is drawn at the nearest bound while the field says what is wrong.
    await setNumber(positionField(), '999');
    expect(preview()).toHaveAttribute('data-position', '400');
  });

  it('warns when the avatar would leave the visitor’s window', async () => {
    await renderLoaded();
    await setNumber(positionField(), '400');
    expect(await screen.findByText('この位置では、アバターが画面の外に出て見えません。')).toBeInTheDocument();
    await setNumber(positionField(), '-100');
    expect(screen.queryByText(/画面の外に出/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'スマートフォン' }));
    await setNumber(positionField(), '-600');
    expect(preview()).toHaveAttribute('data-device', 'phone');
    expect(await screen.findByText(/画面の外に出/)).toBeInTheDocument();
  });

  it('stands the avatar at the launcher the chat UI settings place on the left', async () => {
    api.on('GET', 'chat-ui-settings', () => json(200, { ...CHAT_UI_SETTINGS_DEFAULTS, launcher_side: 'left', updated_at: null }));
    await renderLoaded();
    await waitFor(() => expect(preview().getAttribute('viewBox')).toBe('0 270 800 450'));
  });

  it('offers 保存 for the defaults until they are first saved: keeping ゆい is a choice', async () => {
    echoSaved(api, 'avatar-settings');
    await renderLoaded();
    expect(screen.getByRole('radio', { name: /ゆい/ })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('まだ保存されていません。初期値のままでも保存できます');
    // Choosing another and coming back leaves the form as loaded; 保存 stays offered all along.
    await userEvent.click(screen.getByRole('radio', { name: /そら/ }));
    await userEvent.click(screen.getByRole('radio', { name: /ゆい/ }));
    expect(saveButton()).toBeEnabled();
    expect(screen.getByRole('button', { name: '変更を破棄' })).toBeDisabled();
    await userEvent.click(saveButton());

    expect(await screen.findByText('保存しました')).toBeInTheDocument();
    expect(api.sent('PUT', 'avatar-settings').map((r) => r.body)).toEqual([AVATAR_SETTINGS_DEFAULTS]);
    // Saved once, the same values are nothing new to save.
    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(screen.queryByText('まだ保存されていません。初期値のままでも保存できます')).not.toBeInTheDocument();
    expect(screen.getByText('保存されていない変更があります')).not.toBeVisible();
  });

  it('saves the changes and says 保存しました', async () => {
    api.on('GET', 'avatar-settings', () => json(200, { ...AVATAR_SETTINGS_DEFAULTS, updated_at: SAVED_AT }));
    echoSaved(api, 'avatar-settings');
    await renderLoaded();
    // Saved before: nothing to save until something changes.
    expect(saveButton()).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: /ピコ/ }));
    await setNumber(positionField(), '-600');
    await setNumber(sizeField(), '150');
    await userEvent.click(saveButton());

    expect(await screen.findByText('保存しました')).toBeInTheDocument();
    expect(api.sent('PUT', 'avatar-settings').map((r) => r.body)).toEqual([
      { ...AVATAR_SETTINGS_DEFAULTS, builtin_character: 'pico', position: -600, size: 150 },
    ]);
    await waitFor(() => expect(saveButton()).toBeDisabled());
  });

  it('puts position and size back to their defaults with 初期値に戻す', async () => {
    await renderLoaded();
    await setNumber(positionField(), '250');
    await setNumber(sizeField(), '60');
    await userEvent.click(screen.getByRole('button', { name: '初期値に戻す' }));
    expect(positionField()).toHaveValue(-100);
    expect(sizeField()).toHaveValue(100);
  });

  it("shows the API's refusal at the field it names", async () => {
    api.on('PUT', 'avatar-settings', () => validationError({ position: POSITION_MESSAGE }));
    await renderLoaded();
    await setNumber(positionField(), '-200');
    await userEvent.click(saveButton());
    await waitFor(() => expect(positionField()).toHaveAccessibleDescription(expect.stringContaining(POSITION_MESSAGE)));
    expect(await screen.findByRole('alert')).toHaveTextContent('入力内容を確認してください');
  });

  it('asks before leaving with unsaved changes', async () => {
    const { router } = await renderLoaded();
    await setNumber(positionField(), '-300');
    await userEvent.tab();
    await act(() => router.navigate('/avatarsettings/voicesettings'));
    const dialog = await screen.findByRole('dialog', { name: '保存されていない変更があります' });
    expect(router.state.location.pathname).toBe('/avatarsettings');
    await userEvent.click(within(dialog).getByRole('button', { name: '破棄して移動' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/avatarsettings/voicesettings'));
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    let calls = 0;
    api.on('GET', 'avatar-settings', () => {
      calls += 1;
      return calls === 1 ? json(500, { code: 'internal_error', message: 'サーバーでエラーが発生しました' }) : json(200, { ...AVATAR_SETTINGS_DEFAULTS, updated_at: null });
    });
    renderWithProviders(<AvatarSettingsRoute />, { path: '/avatarsettings' });
    expect(await screen.findByText('アバター設定を読み込めませんでした')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '再試行' }));
    expect(await screen.findByRole('form', { name: 'アバター設定' })).toBeInTheDocument();
  });
});
