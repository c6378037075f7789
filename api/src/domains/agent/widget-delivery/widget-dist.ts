import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type ContentCoding, PRECOMPRESSED_SUFFIX } from './content-coding';

/**
 * The widget as the WIDGET build leaves it in its dist folder: `loader.js`, `manifest.json`
 * (`{ "frame": { "js": "frame.<hash>.js", "css": "frame.<hash>.css" | null } }`) and the hashed
 * frame files. Read per request (they are small and the OS caches them), so a rebuild while the API
 * runs is picked up and a missing build is a clear 503 rather than a crash at start.
 */

export interface FrameManifest {
  js: string;
  css: string | null;
}

/** Hashed bundle names as the build writes them: one path segment, no dots leading, known types. */
const ASSET_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}\.(js|css|map|svg|png|webp|woff2)$/;

export const ASSET_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  map: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  webp: 'image/webp',
  woff2: 'font/woff2',
};

/** Text types, worth compressing; pictures and fonts are compressed formats already. */
const COMPRESSIBLE = new Set(['js', 'css', 'map', 'svg']);

export interface WidgetAsset {
  bytes: Buffer;
  type: string;
  /** Whether a content coding would make it smaller (text), whatever `coding` says. */
  compressible: boolean;
  /** The coding `bytes` are in: the build's precompressed copy when one was asked for and exists, else null (identity). */
  coding: ContentCoding | null;
}

export class WidgetNotBuiltError extends Error {
  constructor(what: string) {
    super(`the widget is not built: ${what} is missing or malformed (run the widget build)`);
    this.name = 'WidgetNotBuiltError';
  }
}

async function readOrNull(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export interface WidgetDist {
  loader(): Promise<Buffer>;
  frameManifest(): Promise<FrameManifest>;
  /**
   * A bundle file, or null for a name that is not one. With `coding`, the build's precompressed copy
   * (`<name>.br` / `.gz`) when it is there; a build without them answers the identity bytes.
   */
  asset(name: string, coding?: ContentCoding | null): Promise<WidgetAsset | null>;
}

export function createWidgetDist(dir: string): WidgetDist {
  return {
    async loader() {
      const bytes = await readOrNull(path.join(dir, 'loader.js'));
      if (!bytes) throw new WidgetNotBuiltError('loader.js');
      return bytes;
    },
    async frameManifest() {
      const bytes = await readOrNull(path.join(dir, 'manifest.json'));
      if (!bytes) throw new WidgetNotBuiltError('manifest.json');
      let parsed: unknown;
      try {
        parsed = JSON.parse(bytes.toString('utf8'));
      } catch {
        throw new WidgetNotBuiltError('manifest.json');
      }
      const frame = (parsed as { frame?: { js?: unknown; css?: unknown } }).frame;
      if (!frame || typeof frame.js !== 'string' || !ASSET_NAME.test(frame.js)) throw new WidgetNotBuiltError('manifest.json');
      const css = typeof frame.css === 'string' && ASSET_NAME.test(frame.css) ? frame.css : null;
      return { js: frame.js, css };
    },
    async asset(name, coding = null) {
      const match = ASSET_NAME.exec(name);
      if (!match || name.includes('..')) return null;
      const extension = match[1] ?? '';
      const type = ASSET_TYPES[extension];
      if (!type) return null;
      const compressible = COMPRESSIBLE.has(extension);
      if (coding && compressible) {
        const encoded = await readOrNull(path.join(dir, name + PRECOMPRESSED_SUFFIX[coding]));
        if (encoded) return { bytes: encoded, type, compressible, coding };
      }
      const bytes = await readOrNull(path.join(dir, name));
      return bytes ? { bytes, type, compressible, coding: null } : null;
    },
  };
}
