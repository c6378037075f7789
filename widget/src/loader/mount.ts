import type { WidgetBoot } from 'shared-contracts';
// The rules arrive compiled by the API (a regular expression each, deciding as the URL pattern
// compiler that GET …/config matches a page's greeting with), so both sides agree on the first match.
import { firstBootPageRule } from 'shared-contracts/widget-page-rules';
import { isPhoneWindow } from '../shared/phone-window';
import { dismissWelcomeLabel, openLabel } from './labels';
import { chatIcon, launcherCss } from './launcher-styles';
import { requestFrameLink } from './request-frame-link';
import { siteAllowed } from './site-check';
import { LAUNCHER_SIZE, type LoaderWidget } from './widget';

/** Space between the launcher and the bubble above it. */
const GAP = 12;

/**
 * Inline mode, for the console's test chat: the widget lives in `container` (which the page makes
 * the containing block of fixed boxes, e.g. with `contain: layout paint`) as if it were the visitor's
 * window, opens at once, and asks for a preview frame. Without it the widget takes the whole window.
 */
export interface MountOptions {
  container?: HTMLElement | null;
}

// The buttons keep their default type: in a shadow tree no form outside can own them.
function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className = ''): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  node.className = className;
  return node;
}

/**
 * Draws the launcher (and the welcome bubble) for `boot` in a shadow root. Returns null when the
 * owner does not allow this site (site-check.ts) or a page rule hides the widget on this page. No request leaves the page until the visitor points at,
 * focuses or presses the launcher, or the chat opens by itself (never over a phone's whole window); then the frame link (frame-link.ts,
 * a second small file) makes the chat iframe and speaks with it.
 */
export function mountWidget(boot: WidgetBoot, win: Window = window, options: MountOptions = {}): LoaderWidget | null {
  if (!siteAllowed(boot, win)) return null;
  const doc = win.document;
  const container = options.container;
  // The rules are about the owner's site; the console's test chat shows the widget whatever they say.
  const rule = container ? undefined : firstBootPageRule(boot.page_rules, win.location);
  if (rule?.action === 'hide') return null;

  const host = element(doc, 'div');
  host.dataset.avatarChat = boot.agent_id;
  const root = host.attachShadow({ mode: 'open' });
  const style = element(doc, 'style');
  style.textContent = launcherCss;
  root.append(style);

  const widget: LoaderWidget = {
    host,
    _boot: boot,
    _win: win,
    _container: container,
    _bubble: null,
    _place(node, bottom) {
      node.style[boot.launcher_side] = `${boot.launcher_offset.x}px`;
      node.style.bottom = `${bottom}px`;
      root.append(node);
      return node;
    },
    _launcher: element(doc, 'button', 'l'),
  };
  const launcher = widget._place(widget._launcher, boot.launcher_offset.y);
  launcher.style.background = boot.theme_color;
  // The closed face; the frame link draws the open one (frame-link.ts).
  launcher.innerHTML = chatIcon;
  launcher.setAttribute('aria-label', openLabel(boot.title));
  launcher.setAttribute('aria-expanded', 'false');

  /**
   * The first sign of interest (`open` null) fetches the frame link, which loads the chat so it is
   * there on the press; an open asked for before the link arrived (true: by the visitor) waits for it.
   */
  const request = (open: boolean | null) => {
    const first = widget._pending === undefined;
    if (first || open !== null) widget._pending = open;
    if (first) requestFrameLink(widget);
  };
  const intent = () => request(null);
  const press = () => (widget._press ? widget._press() : request(true));

  // A page with a greeting of its own says it in the bubble too.
  const welcome = (rule?.action === 'greeting' && rule.message) || boot.welcome_message;
  if (welcome.trim()) {
    const bubble = element(doc, 'div', 'b');
    bubble.textContent = welcome;
    const dismiss = element(doc, 'button');
    dismiss.textContent = '×';
    dismiss.setAttribute('aria-label', dismissWelcomeLabel);
    dismiss.addEventListener('click', (event) => {
      event.stopPropagation();
      bubble.remove();
    });
    bubble.append(dismiss);
    bubble.addEventListener('click', press);
    widget._bubble = widget._place(bubble, boot.launcher_offset.y + LAUNCHER_SIZE + GAP);
  }

  launcher.addEventListener('pointerenter', intent);
  launcher.addEventListener('focus', intent);
  launcher.addEventListener('click', press);
  (container ?? doc.body).append(host);
  if (container) request(false);
  else if (boot.open_on_load || rule?.action === 'open_automatically') {
    // On a phone the open chat covers the whole window (phone-window.ts): the owner's "open by itself"
    // becomes the launcher and its bubble, with the chat loaded so that a press opens it at once.
    if (isPhoneWindow({ width: win.innerWidth, height: win.innerHeight })) intent();
    else request(false);
  }
  return widget;
}
