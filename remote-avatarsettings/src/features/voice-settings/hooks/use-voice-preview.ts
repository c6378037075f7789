import { useCallback, useEffect, useRef, useState } from 'react';
import type { VoicevoxPreviewRequest, VoiceScales } from 'shared-contracts';
import { previewVoicevox } from '../api/preview-voicevox';
import { labels } from '../labels';
import { speakInBrowser } from '../utils/speak-in-browser';

export type PreviewState = 'idle' | 'loading' | 'playing';

export type PreviewRequest =
  | { engine: 'browser'; text: string; lang: string; voiceName: string | null; scales: VoiceScales }
  | { engine: 'voicevox'; request: VoicevoxPreviewRequest };

/**
 * Plays the sample with the settings on screen: the browser reads it itself, a VOICEVOX engine's WAV
 * comes through the API. One reading at a time; leaving the screen stops it.
 */
export function useVoicePreview() {
  const [state, setState] = useState<PreviewState>('idle');
  const [error, setError] = useState<string | null>(null);
  const audio = useRef<HTMLAudioElement | null>(null);
  const objectUrl = useRef<string | null>(null);
  const run = useRef(0);

  const release = useCallback(() => {
    audio.current?.pause();
    audio.current = null;
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = null;
  }, []);

  const stop = useCallback(() => {
    run.current += 1;
    release();
    if (typeof window !== 'undefined' && 'speechSynthesis' in window) window.speechSynthesis.cancel();
    setState('idle');
  }, [release]);

  useEffect(() => stop, [stop]);

  const play = useCallback(
    async (request: PreviewRequest) => {
      stop();
      setError(null);
      const current = run.current;
      const done = () => {
        if (run.current === current) setState('idle');
      };
      if (request.engine === 'browser') {
        if (!('speechSynthesis' in window)) {
          setError(labels.previewUnsupported);
          return;
        }
        setState('playing');
        speakInBrowser({
          text: request.text,
          lang: request.lang,
          voiceName: request.voiceName,
          scales: request.scales,
          onStart: () => undefined,
          onEnd: done,
          onError: () => {
            done();
            setError(labels.playFailed);
          },
        });
        return;
      }
      setState('loading');
      try {
        const wav = await previewVoicevox(request.request);
        if (run.current !== current) return;
        objectUrl.current = URL.createObjectURL(wav);
        const element = new Audio(objectUrl.current);
        audio.current = element;
        element.onended = () => {
          release();
          done();
        };
        setState('playing');
        await element.play();
      } catch (failure) {
        if (run.current !== current) return;
        release();
        setState('idle');
        setError(failure instanceof Error && failure.message ? failure.message : labels.playFailed);
      }
    },
    [release, stop],
  );

  return { state, error, play, stop };
}
