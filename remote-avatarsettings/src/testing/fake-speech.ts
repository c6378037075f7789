/**
 * The browser's speech synthesis as the voice screen uses it, for jsdom (which has none): voices
 * that arrive late through `voiceschanged` as in Chromium, and every utterance spoken, recorded.
 */
export interface FakeVoice {
  name: string;
  lang: string;
  voiceURI: string;
  default: boolean;
  localService: boolean;
}

export interface SpokenUtterance {
  text: string;
  lang: string;
  voice: FakeVoice | null;
  rate: number;
  pitch: number;
  volume: number;
}

export interface FakeSpeech {
  spoken: SpokenUtterance[];
  /** Makes `voices` available and fires voiceschanged. */
  deliverVoices(voices: FakeVoice[]): void;
  /** Ends the utterance being spoken, as the browser does when it finishes. */
  finish(): void;
}

export function voice(name: string, lang: string): FakeVoice {
  return { name, lang, voiceURI: name, default: false, localService: true };
}

class FakeUtterance {
  text: string;
  lang = '';
  voice: FakeVoice | null = null;
  rate = 1;
  pitch = 1;
  volume = 1;
  onstart: (() => void) | null = null;
  onend: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(text: string) {
    this.text = text;
  }
}

export function installFakeSpeech(): FakeSpeech {
  let voices: FakeVoice[] = [];
  const listeners = new Set<() => void>();
  let speaking: FakeUtterance | null = null;
  const spoken: SpokenUtterance[] = [];
  const synthesis = {
    getVoices: () => voices,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    speak(utterance: FakeUtterance) {
      speaking = utterance;
      spoken.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice, rate: utterance.rate, pitch: utterance.pitch, volume: utterance.volume });
      utterance.onstart?.();
    },
    cancel() {
      const current = speaking;
      speaking = null;
      current?.onerror?.({ error: 'canceled' });
    },
  };
  Object.defineProperty(window, 'speechSynthesis', { value: synthesis, configurable: true });
  Object.defineProperty(globalThis, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true });
  return {
    spoken,
    deliverVoices(next) {
      voices = next;
      listeners.forEach((listener) => listener());
    },
    finish() {
      const current = speaking;
      speaking = null;
      current?.onend?.();
    },
  };
}

/** A browser without speech synthesis at all. */
export function removeSpeech(): void {
  Reflect.deleteProperty(window, 'speechSynthesis');
  Reflect.deleteProperty(globalThis, 'SpeechSynthesisUtterance');
}
