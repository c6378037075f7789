import { browserVoiceParams, type VoiceScales } from 'shared-contracts';
import { voicesFor } from './voices-for';

export interface BrowserSpeech {
  text: string;
  lang: string;
  voiceName: string | null;
  scales: VoiceScales;
  onStart(): void;
  onEnd(): void;
  onError(): void;
}

/**
 * Says `text` as the widget will: the named voice when this browser has it, else the first voice
 * of the language, with the shared scales mapped to the utterance's rate, pitch and volume.
 * Anything still speaking is cancelled first, so pressing 試聴 twice never queues two readings.
 */
export function speakInBrowser(speech: BrowserSpeech): void {
  const synthesis = window.speechSynthesis;
  synthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(speech.text);
  utterance.lang = speech.lang;
  const candidates = voicesFor(synthesis.getVoices(), speech.lang);
  const voice = candidates.find((v) => v.name === speech.voiceName) ?? candidates[0];
  if (voice) utterance.voice = voice;
  const { rate, pitch, volume } = browserVoiceParams(speech.scales);
  utterance.rate = rate;
  utterance.pitch = pitch;
  utterance.volume = volume;
  utterance.onstart = speech.onStart;
  utterance.onend = speech.onEnd;
  utterance.onerror = (event) => {
    // cancel() ends an utterance with 'interrupted' or 'canceled': a stop, not a failure.
    if (event.error === 'interrupted' || event.error === 'canceled') speech.onEnd();
    else speech.onError();
  };
  synthesis.speak(utterance);
}
