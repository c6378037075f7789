import { linkFrame } from './frame-link';
import { FRAME_LINK_GLOBAL, type FrameLinkQueue, type LoaderWidget } from './widget';

// The frame link's own file: links the widgets that asked while it loaded, then every later one at once.
const store = window as unknown as Record<string, FrameLinkQueue | LoaderWidget[] | undefined>;
const waiting = store[FRAME_LINK_GLOBAL];
store[FRAME_LINK_GLOBAL] = { push: linkFrame };
if (Array.isArray(waiting)) waiting.forEach(linkFrame);
