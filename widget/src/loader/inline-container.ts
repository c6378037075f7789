/**
 * The element a `data-container="<selector>"` on the tag names: the console's test chat draws the
 * widget inside its own page area rather than over the whole window. A selector that matches nothing
 * (or is not one) leaves the widget in the window, as on any site.
 */
export function inlineContainer(doc: Document, script: HTMLOrSVGScriptElement | null): HTMLElement | null {
  const selector = script?.dataset.container;
  try {
    return selector ? doc.querySelector<HTMLElement>(selector) : null;
  } catch {
    return null;
  }
}
