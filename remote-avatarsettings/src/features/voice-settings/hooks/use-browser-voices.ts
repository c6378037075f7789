import { useEffect, useState } from 'react';

export interface BrowserVoices {
  /** False where the browser has no speech synthesis at all. */
  supported: boolean;
  voices: SpeechSynthesisVoice[];
}

function synthesis(): SpeechSynthesis | null {
  return typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;
}

/**
 * The voices this browser offers. Chromium fills the list only after a `voiceschanged` event, so
 * the first call may give none; the hook reads it again whenever the event fires.
 */
export function useBrowserVoices(): BrowserVoices {
  const speech = synthesis();
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>(() => speech?.getVoices() ?? []);
  useEffect(() => {
    if (!speech) return undefined;
    const read = () => setVoices(speech.getVoices());
    read();
    speech.addEventListener('voiceschanged', read);
    return () => speech.removeEventListener('voiceschanged', read);
  }, [speech]);
  return { supported: speech !== null, voices };
}
