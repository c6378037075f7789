import { z } from 'zod';

const runtimeConfigSchema = z.object({ apiBaseUrl: z.url() });

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

// Read at start from this app's own origin, so one build runs against any API.
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/runtime-config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`/runtime-config.json: HTTP ${response.status}`);
  return runtimeConfigSchema.parse(await response.json());
}
