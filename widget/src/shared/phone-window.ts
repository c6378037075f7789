/**
 * A window this narrow or this short is a phone's (either way up) or a split screen's: a card in its
 * corner would leave slivers of the page around a cramped chat, so the open chat takes the whole
 * window, as visitors know it from other shops' chats (the frame's layout). The loader asks the same
 * question before opening the chat by itself: over a phone's whole window an automatic open would hide
 * the page the visitor came for (the kind of interstitial phone browsers and search engines penalise),
 * so there the launcher and its bubble invite instead.
 */
export const FULLSCREEN_MAX_WIDTH = 480;
export const FULLSCREEN_MAX_HEIGHT = 500;

export function isPhoneWindow(viewport: { width: number; height: number }): boolean {
  return viewport.width <= FULLSCREEN_MAX_WIDTH || viewport.height <= FULLSCREEN_MAX_HEIGHT;
}
