import { type VoiceScales, voicevoxScales } from 'shared-contracts';
import { voicevoxMessages } from '#src/errors/messages';
import type { SafeFetch, SafeResponse } from '#src/lib/safe-fetch/index';
import { engineEndpoint } from './engine-url';
import { voicevoxFailure, voicevoxFetchFailure, voicevoxStatusFailure } from './voicevox-failure';

/** An audio query is a small JSON document of moras; the WAV of a 100-character sentence is well under this. */
const MAX_QUERY_BYTES = 1024 * 1024;
export const MAX_WAV_BYTES = 8 * 1024 * 1024;

export interface SynthesizeInput {
  engineUrl: string;
  /** VOICEVOX's style id. */
  speakerId: number;
  text: string;
  scales: VoiceScales;
  safeFetch: SafeFetch;
  /** For each of the two calls. */
  timeoutMs: number;
}

async function call(safeFetch: SafeFetch, url: string, body: string | undefined, timeoutMs: number, maxResponseBytes: number, accept: string): Promise<SafeResponse> {
  let response: SafeResponse;
  try {
    response = await safeFetch(url, {
      method: 'POST',
      headers: { accept, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body ?? '',
      timeoutMs,
      maxResponseBytes,
    });
  } catch (error) {
    throw voicevoxFetchFailure(error, timeoutMs);
  }
  if (response.status < 200 || response.status >= 300) throw voicevoxStatusFailure(response.status);
  return response;
}

/** A RIFF/WAVE header: what the browser's <audio> will play. */
function isWav(bytes: Buffer): boolean {
  return bytes.length >= 12 && bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WAVE';
}

/**
 * VOICEVOX's two steps: POST /audio_query builds the reading and prosody of the text for a style, we
 * set the owner's scales on it, and POST /synthesis renders it to a WAV.
 */
export async function synthesizeVoicevox(input: SynthesizeInput): Promise<Buffer> {
  const speaker = String(input.speakerId);
  const queryResponse = await call(
    input.safeFetch,
    engineEndpoint(input.engineUrl, 'audio_query', { text: input.text, speaker }),
    undefined,
    input.timeoutMs,
    MAX_QUERY_BYTES,
    'application/json',
  );
  let query: unknown;
  try {
    query = queryResponse.json();
  } catch {
    throw voicevoxFailure(voicevoxMessages.notAnEngine);
  }
  if (typeof query !== 'object' || query === null || Array.isArray(query)) throw voicevoxFailure(voicevoxMessages.notAnEngine);

  const synthesis = await call(
    input.safeFetch,
    engineEndpoint(input.engineUrl, 'synthesis', { speaker }),
    JSON.stringify({ ...query, ...voicevoxScales(input.scales) }),
    input.timeoutMs,
    MAX_WAV_BYTES,
    'audio/wav',
  );
  if (!isWav(synthesis.body)) throw voicevoxFailure(voicevoxMessages.notAudio);
  return synthesis.body;
}
