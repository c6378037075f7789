// The agent-stream bench's load client in a process of its own: it reads the streams to send (one
// JSON document on stdin), says `ready` once loaded, sends them all at once on `go`, and prints one
// JSON line with every outcome and the CPU it used meanwhile. In its own process, its work (HTTP
// requests, reading 2,000 event streams) is not counted as the API's.
import { createInterface } from 'node:readline';
import { ownCpuSeconds } from './cpu-time.ts';
import { type StreamOutcome, streamAnswer } from './widget-stream-client.ts';

export interface LoadPlan {
  base: string;
  streams: { token: string; conversationId: string; question: string }[];
}

export interface LoadResult {
  outcomes: StreamOutcome[];
  seconds: number;
  peakOpenStreams: number;
  cpuSeconds: number;
}

const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
const plan = JSON.parse(((await lines.next()).value as string | undefined) ?? '{}') as LoadPlan;
process.stdout.write('ready\n');
// Its input closed without a `go`: the bench is gone, and there is nobody to send to.
if ((await lines.next()).value !== 'go') process.exit(1);

const cpu0 = ownCpuSeconds();
const t0 = performance.now();
let open = 0;
let peakOpenStreams = 0;
const outcomes = await Promise.all(
  plan.streams.map(async (stream) => {
    open += 1;
    peakOpenStreams = Math.max(peakOpenStreams, open);
    try {
      return await streamAnswer(plan.base, stream.token, stream.conversationId, stream.question);
    } finally {
      open -= 1;
    }
  }),
);
const result: LoadResult = { outcomes, seconds: (performance.now() - t0) / 1000, peakOpenStreams, cpuSeconds: ownCpuSeconds() - cpu0 };
process.stdout.write(`${JSON.stringify(result)}\n`, () => process.exit(0));
