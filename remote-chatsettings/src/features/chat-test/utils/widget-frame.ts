/**
 * The chat iframe the loader drew inside the stage (in its open shadow root), and the origin it was
 * served from: the only origin whose messages the console believes, and the only one it posts to.
 */
export function widgetFrameIn(stage: HTMLElement | null): HTMLIFrameElement | null {
  const host = stage?.querySelector<HTMLElement>('[data-avatar-chat]');
  return host?.shadowRoot?.querySelector('iframe') ?? null;
}

export function frameOrigin(frame: HTMLIFrameElement): string | null {
  try {
    return new URL(frame.src).origin;
  } catch {
    return null;
  }
}
