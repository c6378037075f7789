import type { WidgetBoot } from 'shared-contracts';
import { WIDGET_BOOT_GLOBAL } from 'shared-contracts/widget-protocol';

type BootStore = Record<string, WidgetBoot | undefined>;

/**
 * The launcher's settings, which the served widget.js set in a global just before the loader's
 * bytes: nothing is fetched until the visitor shows intent. The AgentID comes from the tag's
 * data-agent-id; a page that lost it (a site builder rewriting tags) still works when the global
 * holds one agent only.
 */
export function readBoot(win: Window, script: HTMLOrSVGScriptElement | null): WidgetBoot | null {
  const store = (win as unknown as Record<string, BootStore | undefined>)[WIDGET_BOOT_GLOBAL] ?? {};
  const agentId = script?.dataset.agentId;
  const all = Object.values(store);
  return (agentId ? store[agentId] : all.length === 1 ? all[0] : null) ?? null;
}
