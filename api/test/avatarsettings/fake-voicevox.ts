import { type FakeServer, sendJson, startFakeServer } from '../fake-server';

/** PCM WAV, 16-bit mono 24 kHz as VOICEVOX renders, around `data`. */
function wavOf(data: Buffer): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(24_000, 24);
  header.writeUInt32LE(48_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** A short, valid WAV: a header and 240 silent samples. */
export function tinyWav(samples = 240): Buffer {
  return wavOf(Buffer.alloc(samples * 2));
}

/** `seconds` of a 440 Hz tone at half scale, as loud as a voice: what makes a level-driven mouth open. */
export function toneWav(seconds: number): Buffer {
  const data = Buffer.alloc(Math.round(24_000 * seconds) * 2);
  for (let i = 0; i < data.length / 2; i += 1) data.writeInt16LE(Math.round(16_000 * Math.sin((2 * Math.PI * 440 * i) / 24_000)), i * 2);
  return wavOf(data);
}

/** GET /speakers as VOICEVOX 0.16+ answers it: a talk speaker, one with a singing style, a singer only. */
export const ENGINE_SPEAKERS = [
  {
    name: '四国めたん',
    speaker_uuid: '7ffcb7ce-00ec-4bdc-82cd-45a8889e43ff',
    styles: [
      { name: 'ノーマル', id: 2, type: 'talk' },
      { name: 'あまあま', id: 0, type: 'talk' },
    ],
    version: '0.16.0',
    supported_features: { permitted_synthesis_morphing: 'SELF_ONLY' },
  },
  {
    name: 'ずんだもん',
    speaker_uuid: '388f246b-8c41-4ac1-8e2d-5d79f3ff56d9',
    styles: [
      { name: 'ノーマル', id: 3, type: 'talk' },
      { name: 'ハミング', id: 3002, type: 'frame_decode' },
    ],
    version: '0.16.0',
  },
  {
    name: '波音リツ（歌）',
    speaker_uuid: 'b1a81618-b27b-40d2-b0ea-27a9ad408c4b',
    styles: [{ name: 'ノーマル', id: 6000, type: 'sing' }],
    version: '0.16.0',
  },
];

/** What POST /audio_query answers, trimmed to the fields the synthesis reads. */
export function audioQueryFor(text: string) {
  return {
    accent_phrases: [{ moras: [{ text, vowel: 'a', vowel_length: 0.1, pitch: 5.5 }], accent: 1, pause_mora: null, is_interrogative: false }],
    speedScale: 1,
    pitchScale: 0,
    intonationScale: 1,
    volumeScale: 1,
    prePhonemeLength: 0.1,
    postPhonemeLength: 0.1,
    outputSamplingRate: 24_000,
    outputStereo: false,
    kana: "コ'ンニチワ",
  };
}

const KNOWN_STYLES = new Set(ENGINE_SPEAKERS.flatMap((s) => s.styles.map((style) => style.id)));

/**
 * A VOICEVOX engine on loopback speaking its real endpoints (under an optional path prefix, as behind
 * a reverse proxy): GET /speakers, POST /audio_query?text=&speaker=, POST /synthesis?speaker= with the
 * query as JSON. An unknown style answers 422 like the real engine.
 */
export function startFakeVoicevox(options: { prefix?: string; port?: number; wav?: () => Buffer } = {}): Promise<FakeServer> {
  const prefix = options.prefix ?? '';
  const wavFor = options.wav ?? (() => tinyWav());
  return startFakeServer((request, response) => {
    const url = new URL(request.url, 'http://engine');
    if (!url.pathname.startsWith(prefix)) return sendJson(response, 404, { detail: 'Not Found' });
    const path = url.pathname.slice(prefix.length);
    const speaker = Number(url.searchParams.get('speaker'));
    if (request.method === 'GET' && path === '/speakers') return sendJson(response, 200, ENGINE_SPEAKERS);
    if (request.method === 'POST' && path === '/audio_query') {
      if (!KNOWN_STYLES.has(speaker)) return sendJson(response, 422, { detail: '該当する話者が見つかりません' });
      return sendJson(response, 200, audioQueryFor(url.searchParams.get('text') ?? ''));
    }
    if (request.method === 'POST' && path === '/synthesis') {
      if (!KNOWN_STYLES.has(speaker)) return sendJson(response, 422, { detail: '該当する話者が見つかりません' });
      if (request.headers['content-type'] !== 'application/json') return sendJson(response, 422, { detail: 'body must be JSON' });
      JSON.parse(request.body);
      const wav = wavFor();
      response.writeHead(200, { 'content-type': 'audio/wav', 'content-length': String(wav.length) });
      response.end(wav);
      return undefined;
    }
    return sendJson(response, 404, { detail: 'Not Found' });
  }, { port: options.port });
}

/** The sentences the engine was asked to read, oldest first (the text of each POST /audio_query). */
export function textsRead(engine: FakeServer): string[] {
  return engine.requests
    .filter((request) => request.method === 'POST' && new URL(request.url, 'http://engine').pathname.endsWith('/audio_query'))
    .map((request) => new URL(request.url, 'http://engine').searchParams.get('text') ?? '');
}
