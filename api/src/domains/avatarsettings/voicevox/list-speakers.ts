import type { VoicevoxSpeaker } from 'shared-contracts';
import { z } from 'zod';
import { voicevoxMessages } from '#src/errors/messages';
import type { SafeFetch, SafeResponse } from '#src/lib/safe-fetch/index';
import { engineEndpoint } from './engine-url';
import { voicevoxFailure, voicevoxFetchFailure, voicevoxStatusFailure } from './voicevox-failure';

/** A speaker list is a few hundred kilobytes even on engines with every voice library installed. */
const MAX_SPEAKERS_BYTES = 2 * 1024 * 1024;

// What VOICEVOX's GET /speakers answers (extra fields such as version and supported_features are
// ignored). `type` arrived in 0.16; earlier engines had talk styles only.
const engineSpeakersSchema = z.array(
  z.object({
    name: z.string(),
    speaker_uuid: z.string(),
    styles: z.array(z.object({ name: z.string(), id: z.number().int(), type: z.string().optional() })),
  }),
);

export interface ListSpeakersInput {
  engineUrl: string;
  safeFetch: SafeFetch;
  timeoutMs: number;
}

/** The engine's speakers with their talk styles; speakers with none (singing only) are left out. */
export async function listVoicevoxSpeakers({ engineUrl, safeFetch, timeoutMs }: ListSpeakersInput): Promise<VoicevoxSpeaker[]> {
  let response: SafeResponse;
  try {
    response = await safeFetch(engineEndpoint(engineUrl, 'speakers'), {
      headers: { accept: 'application/json' },
      timeoutMs,
      maxResponseBytes: MAX_SPEAKERS_BYTES,
    });
  } catch (error) {
    throw voicevoxFetchFailure(error, timeoutMs);
  }
  if (response.status < 200 || response.status >= 300) throw voicevoxStatusFailure(response.status);

  let body: unknown;
  try {
    body = response.json();
  } catch {
    throw voicevoxFailure(voicevoxMessages.notAnEngine);
  }
  const parsed = engineSpeakersSchema.safeParse(body);
  if (!parsed.success) throw voicevoxFailure(voicevoxMessages.notAnEngine);

  return parsed.data
    .map((speaker) => ({
      name: speaker.name,
      speaker_uuid: speaker.speaker_uuid,
      styles: speaker.styles.filter((s) => s.type === undefined || s.type === 'talk').map(({ id, name }) => ({ id, name })),
    }))
    .filter((speaker) => speaker.styles.length > 0);
}
