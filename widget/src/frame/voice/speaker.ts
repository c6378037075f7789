import type { WidgetConfig } from 'shared-contracts';
// The barrel is safe here: shared-contracts is sideEffects-free and voice-scales.ts imports nothing, so only it is bundled.
import { browserVoiceParams } from 'shared-contracts';
import type { AvatarHandle } from '../../avatar';

export interface SpeakerDeps {
  voice: WidgetConfig['voice'];
  /** VOICEVOX audio through the API (POST …/speech). */
  synthesize(text: string): Promise<Blob>;
  avatar(): AvatarHandle | null;
  win?: Window & typeof globalThis;
}

export interface Speaker {
  speak(text: string): void;
  stop(): void;
}

/** The longest text sent to VOICEVOX at once (SPEECH_TEXT_MAX of the speech contract). */
const SPEECH_TEXT_MAX = 500;
/** How long the mouth stays open after a word boundary of the browser's voice. */
const BOUNDARY_OPEN_MS = 120;

function browserSpeaker({ voice, avatar, win = window }: SpeakerDeps): Speaker {
  const synth = win.speechSynthesis;
  let closeTimer: ReturnType<typeof setTimeout> | null = null;
  const pickVoice = (): SpeechSynthesisVoice | null => {
    const voices = synth.getVoices();
    return (voice.voice_name ? voices.find((v) => v.name === voice.voice_name) : undefined) ?? voices.find((v) => v.lang.replace('_', '-') === voice.lang) ?? null;
  };
  return {
    speak(text) {
      synth.cancel();
      const utterance = new win.SpeechSynthesisUtterance(text);
      const params = browserVoiceParams(voice);
      utterance.lang = voice.lang;
      utterance.rate = params.rate;
      utterance.pitch = params.pitch;
      utterance.volume = params.volume;
      const chosen = pickVoice();
      if (chosen) utterance.voice = chosen;
      // Some voices report no boundaries: flapping from start to end keeps the mouth moving anyway;
      // a boundary, where there is one, opens the mouth on the word itself.
      utterance.onstart = () => avatar()?.setSpeaking(true);
      utterance.onboundary = () => {
        avatar()?.setMouthOpen(1);
        if (closeTimer !== null) clearTimeout(closeTimer);
        closeTimer = setTimeout(() => avatar()?.setMouthOpen(0), BOUNDARY_OPEN_MS);
      };
      utterance.onend = utterance.onerror = () => {
        if (closeTimer !== null) clearTimeout(closeTimer);
        avatar()?.setSpeaking(false);
        avatar()?.setMouthOpen(0);
      };
      synth.speak(utterance);
    },
    stop() {
      synth.cancel();
      avatar()?.setSpeaking(false);
    },
  };
}

function voicevoxSpeaker({ synthesize, avatar, win = window }: SpeakerDeps): Speaker {
  let audio: HTMLAudioElement | null = null;
  let context: AudioContext | null = null;
  let frame = 0;
  let generation = 0;

  const stop = () => {
    generation++;
    cancelAnimationFrame(frame);
    if (audio) {
      audio.pause();
      URL.revokeObjectURL(audio.src);
    }
    audio = null;
    avatar()?.setSpeaking(false);
  };

  /** The mouth follows the loudness of the voice, read by a WebAudio analyser. */
  const follow = (element: HTMLAudioElement) => {
    const Ctx = win.AudioContext;
    if (!Ctx) return false;
    context ??= new Ctx();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    context.createMediaElementSource(element).connect(analyser);
    analyser.connect(context.destination);
    const samples = new Uint8Array(analyser.fftSize);
    const tick = () => {
      analyser.getByteTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += ((sample - 128) / 128) ** 2;
      const rms = Math.sqrt(sum / samples.length);
      avatar()?.setMouthOpen(rms < 0.02 ? 0 : Math.min(1, rms * 5));
      frame = requestAnimationFrame(tick);
    };
    element.addEventListener('play', () => {
      void context?.resume();
      tick();
    });
    return true;
  };

  return {
    speak(text) {
      stop();
      const mine = generation;
      synthesize(text.slice(0, SPEECH_TEXT_MAX))
        .then((blob) => {
          if (mine !== generation) return;
          const element = new win.Audio(URL.createObjectURL(blob));
          audio = element;
          let analysed = false;
          try {
            analysed = follow(element);
          } catch {
            analysed = false;
          }
          if (!analysed) element.addEventListener('play', () => avatar()?.setSpeaking(true));
          element.addEventListener('ended', () => {
            if (audio === element) stop();
          });
          element.addEventListener('pause', () => {
            cancelAnimationFrame(frame);
            avatar()?.setSpeaking(false);
            avatar()?.setMouthOpen(0);
          });
          void element.play().catch(() => stop());
        })
        .catch(() => {
          // No voice this time (engine down, autoplay refused): the answer is on screen anyway.
        });
    },
    stop,
  };
}

/**
 * Speaks answers with the owner's voice settings: the visitor's browser voice by default, or the
 * owner's VOICEVOX engine through the API. Null when there is nothing to speak with.
 */
export function createSpeaker(deps: SpeakerDeps): Speaker | null {
  const win = deps.win ?? window;
  if (deps.voice.engine === 'voicevox') return typeof win.Audio === 'function' ? voicevoxSpeaker(deps) : null;
  return win.speechSynthesis && typeof win.SpeechSynthesisUtterance === 'function' ? browserSpeaker(deps) : null;
}
