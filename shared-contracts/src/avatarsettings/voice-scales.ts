/**
 * The voice sliders use one scale whatever the engine, so switching engines keeps the voice's
 * character; each engine gets the value mapped to its own parameter here, in the widget, the API's
 * VOICEVOX proxy and the console's 試聴 alike.
 *
 * | setting     | scale        | browser (SpeechSynthesisUtterance) | VOICEVOX (audio query) |
 * |-------------|--------------|------------------------------------|------------------------|
 * | speed       | 0.5 – 2.0    | rate = speed                       | speedScale = speed     |
 * | pitch       | -1.0 – 1.0   | pitch = 1 + pitch (0 – 2)          | pitchScale = pitch × 0.15 (-0.15 – 0.15) |
 * | intonation  | 0 – 2.0      | (no such control)                  | intonationScale        |
 * | volume      | 0 – 1.0      | volume = volume                    | volumeScale = volume   |
 */

export const VOICE_SPEED_MIN = 0.5;
export const VOICE_SPEED_MAX = 2;
export const VOICE_PITCH_MIN = -1;
export const VOICE_PITCH_MAX = 1;
export const VOICE_INTONATION_MIN = 0;
export const VOICE_INTONATION_MAX = 2;
export const VOICE_VOLUME_MIN = 0;
export const VOICE_VOLUME_MAX = 1;
/** The step of every voice slider and number field. */
export const VOICE_SCALE_STEP = 0.05;

/** VOICEVOX's own pitchScale bounds: past them voices break up. */
export const VOICEVOX_PITCH_SCALE_MAX = 0.15;

export interface VoiceScales {
  speed: number;
  pitch: number;
  intonation: number;
  volume: number;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

export function browserVoiceParams(scales: VoiceScales): { rate: number; pitch: number; volume: number } {
  return { rate: scales.speed, pitch: round(1 + scales.pitch), volume: scales.volume };
}

export interface VoicevoxScales {
  speedScale: number;
  pitchScale: number;
  intonationScale: number;
  volumeScale: number;
}

export function voicevoxScales(scales: VoiceScales): VoicevoxScales {
  return {
    speedScale: scales.speed,
    pitchScale: round(scales.pitch * VOICEVOX_PITCH_SCALE_MAX),
    intonationScale: scales.intonation,
    volumeScale: scales.volume,
  };
}
