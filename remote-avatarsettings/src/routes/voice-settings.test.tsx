import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VOICE_PREVIEW_SAMPLE, VOICE_SETTINGS_DEFAULTS, type VoiceSettingsResponse } from 'shared-contracts';
import { renderWithProviders, typeInto } from 'shared-ui/testing';
import { json, validationError, type FakeApi } from '../testing/fake-api';
import { installFakeSpeech, removeSpeech, voice, type FakeSpeech } from '../testing/fake-speech';
import { echoSaved, installFreshAccountApi } from '../testing/fixtures';
import { VoiceSettingsRoute } from './voice-settings';

const SPEAKERS = {
  speakers: [
    { name: '四国めたん', speaker_uuid: '7ffcb7ce-00ec-4bdc-82cd-45a8889e43ff', styles: [{ id: 2, name: 'ノーマル' }, { id: 0, name: 'あまあま' }] },
    { name: 'ずんだもん', speaker_uuid: '388f246b-8c41-4ac1-8e2d-5d79f3ff56d9', styles: [{ id: 3, name: 'ノーマル' }] },
  ],
};
const VOICEVOX_SAVED: VoiceSettingsResponse = {
  ...VOICE_SETTINGS_DEFAULTS,
  engine: { type: 'voicevox', engine_url: 'http://voicevox.test:50021', speaker_id: 2, speaker_name: '四国めたん', style_name: 'ノーマル' },
  updated_at: '2026-11-20T01:00:00.000Z',
};

let api: FakeApi;
let speech: FakeSpeech;
// jsdom has media elements but cannot play them, nor make object URLs for a fetched WAV.
const play = jest.fn(() => Promise.resolve());
beforeAll(() => {
  Object.defineProperty(HTMLMediaElement.prototype, 'play', { configurable: true, value: play });
  Object.defineProperty(HTMLMediaElement.prototype, 'pause', { configurable: true, value: () => undefined });
  Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
});
beforeEach(() => {
  window.localStorage.clear();
  play.mockClear();
  api = installFreshAccountApi();
  speech = installFakeSpeech();
});
afterEach(() => removeSpeech());

async function renderLoaded() {
  const view = renderWithProviders(<VoiceSettingsRoute />, { path: '/avatarsettings/voicesettings' });
  await screen.findByRole('form', { name: '音声設定' });
  return view;
}

const saveButton = () => screen.getByRole('button', { name: '保存' });
const field = (name: string) => screen.getByRole('spinbutton', { name });

async function setNumber(element: HTMLElement, value: string) {
  await userEvent.clear(element);
  await typeInto(element, value);
}

async function openSelect(name: string) {
  await userEvent.click(screen.getByRole('combobox', { name }));
  return screen.findByRole('listbox');
}

describe('/avatarsettings/voicesettings: the browser voice', () => {
  it('loads the settings and lists the Japanese voices once the browser delivers them', async () => {
    await renderLoaded();
    expect(screen.getByRole('switch', { name: /アバターの音声を使う/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'ブラウザの音声合成' })).toBeChecked();
    expect(screen.getByText('このブラウザには日本語の声が見つかりません。訪問者のブラウザに日本語の声があれば、その声で話します。')).toBeInTheDocument();

    act(() => speech.deliverVoices([voice('Google 日本語', 'ja-JP'), voice('Kyoko', 'ja_JP'), voice('Samantha', 'en-US')]));
    const list = await openSelect('声');
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['自動（ブラウザの最初の声）', 'Google 日本語', 'Kyoko']);
    expect(screen.queryByText(/日本語の声が見つかりません/)).not.toBeInTheDocument();
  });

  it('says so when the browser has no speech synthesis at all', async () => {
    removeSpeech();
    await renderLoaded();
    expect(screen.getByText('このブラウザは音声合成に対応していないため、声の一覧を表示できません。')).toBeInTheDocument();
  });

  it('speaks the sample with the values on screen, mapped to the browser’s scales', async () => {
    act(() => speech.deliverVoices([voice('Google 日本語', 'ja-JP'), voice('Kyoko', 'ja-JP')]));
    await renderLoaded();
    const list = await openSelect('声');
    await userEvent.click(within(list).getByRole('option', { name: 'Kyoko' }));
    await setNumber(field('話す速さ'), '1.5');
    await setNumber(field('声の高さ'), '0.5');
    await setNumber(field('音量'), '0.6');
    await userEvent.click(screen.getByRole('button', { name: '試聴' }));

    await waitFor(() => expect(speech.spoken).toHaveLength(1));
    expect(speech.spoken[0]).toMatchObject({ text: VOICE_PREVIEW_SAMPLE, lang: 'ja-JP', rate: 1.5, pitch: 1.5, volume: 0.6, voice: { name: 'Kyoko' } });
    expect(screen.getByRole('button', { name: '停止' })).toBeInTheDocument();
    // The widget's avatar moves its mouth while the sample plays, and closes it after.
    const mouth = () => screen.getByTestId('widget-avatar').querySelector('[data-mouth]')?.getAttribute('data-mouth');
    await waitFor(() => expect(mouth()).toBe('open'));
    await waitFor(() => expect(mouth()).toBe('closed'));
    act(() => speech.finish());
    expect(await screen.findByRole('button', { name: '試聴' })).toBeInTheDocument();
    await waitFor(() => expect(mouth()).toBe('closed'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(mouth()).toBe('closed');
  });

  it('refuses a speed past 2.0 at the field and plays nothing', async () => {
    await renderLoaded();
    await setNumber(field('話す速さ'), '2.1');
    await userEvent.tab();
    await waitFor(() => expect(field('話す速さ')).toHaveAccessibleDescription(expect.stringContaining('話す速さは0.5〜2.0の範囲で入力してください')));
    await userEvent.click(screen.getByRole('button', { name: '試聴' }));
    expect(speech.spoken).toHaveLength(0);
  });

  it('keeps intonation for VOICEVOX, where it means something', async () => {
    await renderLoaded();
    expect(field('抑揚')).toBeDisabled();
    expect(screen.getByText('ブラウザの音声合成では抑揚を変えられません（VOICEVOXのみ）。')).toBeInTheDocument();
  });

  it('saves and says 保存しました', async () => {
    echoSaved(api, 'voice-settings');
    act(() => speech.deliverVoices([voice('Kyoko', 'ja-JP')]));
    await renderLoaded();
    await userEvent.click(screen.getByRole('switch', { name: /アバターの音声を使う/ }));
    const list = await openSelect('声');
    await userEvent.click(within(list).getByRole('option', { name: 'Kyoko' }));
    await userEvent.click(saveButton());
    expect(await screen.findByText('保存しました')).toBeInTheDocument();
    expect(api.sent('PUT', 'voice-settings').map((r) => r.body)).toEqual([
      { ...VOICE_SETTINGS_DEFAULTS, enabled: false, engine: { type: 'browser', voice_name: 'Kyoko', lang: 'ja-JP' } },
    ]);
  });

  it('asks before leaving with unsaved changes', async () => {
    const { router } = await renderLoaded();
    await userEvent.click(screen.getByRole('switch', { name: /アバターの音声を使う/ }));
    await act(() => router.navigate('/avatarsettings'));
    expect(await screen.findByRole('dialog', { name: '保存されていない変更があります' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/avatarsettings/voicesettings');
  });
});

describe('/avatarsettings/voicesettings: VOICEVOX', () => {
  it('reads the speakers from the engine through the API and saves the chosen style', async () => {
    echoSaved(api, 'voice-settings');
    api.on('GET', 'voice-settings/voicevox-speakers', () => json(200, SPEAKERS));
    await renderLoaded();
    await userEvent.click(screen.getByRole('radio', { name: 'VOICEVOX' }));
    const url = screen.getByRole('textbox', { name: 'エンジンのURL' });
    await userEvent.clear(url);
    await typeInto(url, 'http://voicevox.test:50021');
    await userEvent.click(screen.getByRole('button', { name: '話者を取得' }));

    expect(await screen.findByText('2人の話者を取得しました。')).toBeInTheDocument();
    expect(api.sent('GET', 'voice-settings/voicevox-speakers').map((r) => r.search)).toEqual([`?engine_url=${encodeURIComponent('http://voicevox.test:50021')}`]);
    const list = await openSelect('話者');
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['四国めたん（ノーマル）', '四国めたん（あまあま）', 'ずんだもん（ノーマル）']);
    await userEvent.click(within(list).getByRole('option', { name: '四国めたん（あまあま）' }));
    await userEvent.click(saveButton());

    expect(await screen.findByText('保存しました')).toBeInTheDocument();
    expect(api.sent('PUT', 'voice-settings')[0]?.body).toMatchObject({
      engine: { type: 'voicevox', engine_url: 'http://voicevox.test:50021', speaker_id: 0, speaker_name: '四国めたん', style_name: 'あまあま' },
    });
  });

  it('shows the API’s Japanese message when the engine cannot be reached', async () => {
    const message = 'VOICEVOXエンジン（voicevox.test:50021）に接続できませんでした。エンジンが起動しているか、URLとポート番号（通常は50021）を確認してください';
    api.on('GET', 'voice-settings/voicevox-speakers', () => json(502, { code: 'upstream_failed', message }));
    await renderLoaded();
    await userEvent.click(screen.getByRole('radio', { name: 'VOICEVOX' }));
    await userEvent.click(screen.getByRole('button', { name: '話者を取得' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('refuses an engine URL without a scheme before asking the API', async () => {
    await renderLoaded();
    await userEvent.click(screen.getByRole('radio', { name: 'VOICEVOX' }));
    const url = screen.getByRole('textbox', { name: 'エンジンのURL' });
    await userEvent.clear(url);
    await typeInto(url, 'localhost:50021');
    await userEvent.click(screen.getByRole('button', { name: '話者を取得' }));
    await waitFor(() =>
      expect(url).toHaveAccessibleDescription(
        expect.stringContaining('エンジンのURLは http:// または https:// で始まるURLを入力してください（例: http://localhost:50021）'),
      ),
    );
    expect(api.sent('GET', 'voice-settings/voicevox-speakers')).toHaveLength(0);
  });

  it('plays the preview WAV the API makes with the values on screen', async () => {
    api.on('GET', 'voice-settings', () => json(200, VOICEVOX_SAVED));
    api.on('POST', 'voice-settings/voicevox-preview', () => new Response(new Uint8Array([82, 73, 70, 70]), { status: 200, headers: { 'Content-Type': 'audio/wav' } }));
    await renderLoaded();
    expect(screen.getByRole('combobox', { name: '話者' })).toHaveTextContent('四国めたん（ノーマル）');
    await setNumber(field('抑揚'), '1.6');
    await userEvent.click(screen.getByRole('button', { name: '試聴' }));

    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    expect(api.sent('POST', 'voice-settings/voicevox-preview').map((r) => r.body)).toEqual([
      {
        text: VOICE_PREVIEW_SAMPLE,
        settings: { engine: VOICEVOX_SAVED.engine, speed: 1, pitch: 0, intonation: 1.6, volume: 1 },
      },
    ]);
    expect(speech.spoken).toHaveLength(0);
  });

  it('says why the preview could not be made', async () => {
    api.on('GET', 'voice-settings', () => json(200, VOICEVOX_SAVED));
    api.on('POST', 'voice-settings/voicevox-preview', () =>
      json(502, { code: 'upstream_failed', message: '選んだ話者がこのエンジンにありません。「話者を取得」で話者を選び直してください' }),
    );
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: '試聴' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('選んだ話者がこのエンジンにありません。「話者を取得」で話者を選び直してください');
  });

  it("shows the API's refusal at the field it names", async () => {
    api.on('GET', 'voice-settings', () => json(200, VOICEVOX_SAVED));
    api.on('PUT', 'voice-settings', () => validationError({ 'engine.engine_url': 'エンジンのURLにユーザー名やパスワードを含めないでください' }));
    await renderLoaded();
    await setNumber(field('音量'), '0.5');
    await userEvent.click(saveButton());
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'エンジンのURL' })).toHaveAccessibleDescription(
        expect.stringContaining('エンジンのURLにユーザー名やパスワードを含めないでください'),
      ),
    );
  });

  it('brings back what was set for each engine when switching back and forth', async () => {
    api.on('GET', 'voice-settings', () => json(200, VOICEVOX_SAVED));
    await renderLoaded();
    await userEvent.click(screen.getByRole('radio', { name: 'ブラウザの音声合成' }));
    expect(screen.queryByRole('textbox', { name: 'エンジンのURL' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'VOICEVOX' }));
    expect(screen.getByRole('textbox', { name: 'エンジンのURL' })).toHaveValue('http://voicevox.test:50021');
  });
});
