import { readBoot } from './boot';
import { inlineContainer } from './inline-container';
import { mountWidget } from './mount';

// Runs once per <script> tag: currentScript is only set while this file executes.
const script = document.currentScript;
const boot = readBoot(window, script);
const start = () => {
  // Without its settings (the tag copied without the API's prefix) there is nothing to draw.
  if (!boot || document.querySelector(`[data-avatar-chat="${CSS.escape(boot.agent_id)}"]`)) return;
  mountWidget(boot, window, { container: inlineContainer(document, script) });
};
if (document.body) start();
else document.addEventListener('DOMContentLoaded', start, { once: true });
