import { z } from 'zod';

/** /runtime-config.json, written into dist at deploy from the environment (COMMON convention). */
export const runtimeConfigSchema = z.object({ apiBaseUrl: z.url() });
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

async function fetchJson(path: string): Promise<unknown> {
  // Deploy-time files: a cached copy would outlive the deployment that wrote it.
  const response = await fetch(path, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  return runtimeConfigSchema.parse(await fetchJson('/runtime-config.json'));
}

export { fetchJson };
