/**
 * The element a `data-container="<selector>"` on the tag names: the console's test chat draws the
 * widget inside its own page area rather than over the whole window. A selector that matches nothing
 * (or is not one) leaves the widget in the window, as on any site.
 */
export function inlineContainer(doc: Document, script: HTMLOrSVGScriptElement | null): HTMLElement | null {
  const selector = script instanceof HTMLScriptElement ? script.dataset.container : undefined;
  if (!selector) return null;
  try {
    const found = doc.querySelector(selector);
    return found instanceof HTMLElement ? found : null;
  } catch {
    return null;
  }
}
