import { z } from 'zod';
import { isSectionName, type RemoteMap } from '../federation';
import { fetchJson } from './runtime-config';

const manifestUrl = z.url();

/**
 * Reads /remotes.json (section name -> mf-manifest.json URL). Like Backstage's loader, an entry
 * that is not one of our sections or not a URL is logged and skipped: one bad line must not take
 * the console down, and the missing section then shows its load error inside the layout.
 */
export function parseRemotes(json: unknown): RemoteMap {
  const remotes: RemoteMap = {};
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    console.error('[remotes.json] expected an object of section name to manifest URL');
    return remotes;
  }
  for (const [name, url] of Object.entries(json)) {
    if (!isSectionName(name)) {
      console.error(`[remotes.json] "${name}" is not a section of this console; skipped`);
      continue;
    }
    const parsed = manifestUrl.safeParse(url);
    if (!parsed.success) {
      console.error(`[remotes.json] "${name}" has no valid manifest URL; skipped`);
      continue;
    }
    remotes[name] = parsed.data;
  }
  return remotes;
}

export async function loadRemotesConfig(): Promise<RemoteMap> {
  try {
    return parseRemotes(await fetchJson('/remotes.json'));
  } catch (error) {
    console.error('[remotes.json] could not be read; every section will show its load error', error);
    return {};
  }
}
