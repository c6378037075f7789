import { FRAME_QUERY } from 'shared-contracts/widget-protocol';

export interface FrameContext {
  agentId: string;
  /** The agent's public API: …/api/v1/public/widget/:agentId, on this frame's own origin. */
  base: string;
  apiOrigin: string;
  /** The embedding page's origin (the only target of our postMessages) and address. */
  parentOrigin: string;
  pageUrl: string;
  preview: boolean;
}

/** Where this frame is and who embeds it, from its own URL: `…/widget/:agentId/frame?origin=…&page=…`. */
export function frameContext(location: Location | URL): FrameContext | null {
  const match = /^(.*\/public\/widget\/([^/]+))\/frame\/?$/.exec(location.pathname);
  if (!match?.[1] || !match[2]) return null;
  const query = new URLSearchParams(location.search);
  let parentOrigin: string;
  try {
    parentOrigin = new URL(query.get(FRAME_QUERY.origin) ?? '').origin;
  } catch {
    return null;
  }
  if (parentOrigin === 'null') return null;
  return {
    agentId: decodeURIComponent(match[2]),
    base: `${location.origin}${match[1]}`,
    apiOrigin: location.origin,
    parentOrigin,
    pageUrl: query.get(FRAME_QUERY.page) ?? '',
    preview: query.get(FRAME_QUERY.preview) === '1',
  };
}
