import type { WidgetConfig } from 'shared-contracts';
import type { AvatarHandle } from '../../avatar';
import { createSpeaker } from './speaker';

const voice: WidgetConfig['voice'] = { enabled: true, engine: 'browser', voice_name: 'Kyoko', lang: 'ja-JP', speaker_name: null, speed: 1.2, pitch: 0.5, intonation: 1, volume: 0.8 };

function fakeAvatar() {
  const calls: string[] = [];
  const avatar = {
    element: document.createElement('div'),
    setEmotion: jest.fn(),
    setSpeaking: jest.fn((on: boolean) => calls.push(on ? 'speaking' : 'quiet')),
    setMouthOpen: jest.fn((level: number) => calls.push(level > 0 ? 'open' : 'closed')),
    update: jest.fn(),
    destroy: jest.fn(),
  } satisfies AvatarHandle;
  return { avatar, calls };
}

class FakeUtterance {
  lang = '';
  rate = 1;
  pitch = 1;
  volume = 1;
  voice: { name: string; lang: string } | null = null;
  onstart: (() => void) | null = null;
  onboundary: (() => void) | null = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly text: string) {}
}

function browserWindow() {
  const spoken: FakeUtterance[] = [];
  const synth = {
    getVoices: () => [
      { name: 'Google 日本語', lang: 'ja-JP' },
      { name: 'Kyoko', lang: 'ja-JP' },
    ],
    speak: jest.fn((u: FakeUtterance) => spoken.push(u)),
    cancel: jest.fn(),
  };
  const win = { speechSynthesis: synth, SpeechSynthesisUtterance: FakeUtterance } as unknown as Window & typeof globalThis;
  return { win, spoken, synth };
}

describe('voice', () => {
  it("speaks with the browser's voice and the owner's settings, the mouth moving from start to end", () => {
    jest.useFakeTimers();
    const { win, spoken } = browserWindow();
    const { avatar, calls } = fakeAvatar();
    const speaker = createSpeaker({ voice, synthesize: jest.fn(), avatar: () => avatar, win });
    speaker?.speak('いらっしゃいませ');
    const u = spoken[0]!;
    expect(u.text).toBe('いらっしゃいませ');
    expect({ lang: u.lang, rate: u.rate, pitch: u.pitch, volume: u.volume, voice: u.voice?.name }).toEqual({ lang: 'ja-JP', rate: 1.2, pitch: 1.5, volume: 0.8, voice: 'Kyoko' });
    u.onstart?.();
    u.onboundary?.();
    jest.advanceTimersByTime(200);
    u.onend?.();
    expect(calls).toEqual(['speaking', 'open', 'closed', 'quiet', 'closed']);
    jest.useRealTimers();
  });

  it('takes the first voice of the language when the chosen one is missing', () => {
    const { win, spoken } = browserWindow();
    const speaker = createSpeaker({ voice: { ...voice, voice_name: 'Nowhere' }, synthesize: jest.fn(), avatar: () => null, win });
    speaker?.speak('はい');
    expect(spoken[0]?.voice?.name).toBe('Google 日本語');
  });

  it('is silent where the browser has no speech synthesis', () => {
    expect(createSpeaker({ voice, synthesize: jest.fn(), avatar: () => null, win: {} as Window & typeof globalThis })).toBeNull();
  });

  it('plays VOICEVOX audio from the API, and the avatar speaks while it plays', async () => {
    const { avatar, calls } = fakeAvatar();
    const played: FakeAudio[] = [];
    class FakeAudio extends EventTarget {
      src: string;
      constructor(src: string) {
        super();
        this.src = src;
        played.push(this);
      }
      play() {
        this.dispatchEvent(new Event('play'));
        return Promise.resolve();
      }
      pause() {
        this.dispatchEvent(new Event('pause'));
      }
    }
    URL.createObjectURL = jest.fn(() => 'blob:voice');
    URL.revokeObjectURL = jest.fn();
    const synthesize = jest.fn(() => Promise.resolve(new Blob(['RIFF'], { type: 'audio/wav' })));
    const win = { Audio: FakeAudio } as unknown as Window & typeof globalThis;
    const speaker = createSpeaker({ voice: { ...voice, engine: 'voicevox' }, synthesize, avatar: () => avatar, win });
    speaker?.speak('あ'.repeat(600));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(synthesize).toHaveBeenCalledWith('あ'.repeat(500));
    expect(played[0]?.src).toBe('blob:voice');
    expect(calls).toContain('speaking');
    played[0]?.dispatchEvent(new Event('ended'));
    expect(calls[calls.length - 1]).toBe('quiet');
  });
});
