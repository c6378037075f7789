import {
  BASIC_AGENT_SETTINGS_DEFAULTS,
  CHAT_UI_SETTINGS_DEFAULTS,
  FIXED_MESSAGES_DEFAULTS,
  type ChatUiSettings,
  URL_SETTINGS_DEFAULTS,
  type UrlSettings,
  WIDGET_BOOT_GLOBAL,
  WIDGET_PUBLIC_API_PREFIX,
  type WidgetBoot,
} from 'shared-contracts';
import { urlPatternRegExp } from 'shared-contracts/url-pattern';
import { renderMessage } from '../steps/fixed-message';
import { frameAncestors } from '../public-access/origin-policy';
import type { AgentSettingsRepository } from '../../chatsettings/agent-settings-repository';
import { documentOf } from '../../chatsettings/settings-document';

/**
 * The launcher's settings and page rules, as the served loader carries them (widgetBootSchema).
 * `consoleOrigins`: the console's own, always allowed (its test chat runs the same loader).
 */
export async function bootConfigOf(
  settings: AgentSettingsRepository,
  publicApiUrl: string,
  agentId: string,
  consoleOrigins: readonly string[],
): Promise<WidgetBoot> {
  const [chatUiRow, urlRow] = await Promise.all([settings.find(agentId, 'chat_ui'), settings.find(agentId, 'url_settings')]);
  const chatUi: ChatUiSettings = documentOf(chatUiRow, CHAT_UI_SETTINGS_DEFAULTS);
  const url: UrlSettings = documentOf(urlRow, URL_SETTINGS_DEFAULTS);
  // A page's own greeting is what its bubble says too, filled in as GET …/config fills it (read only when some rule has one).
  const render = url.page_rules.some((rule) => rule.action.type === 'greeting') ? await greetingRenderer(settings, agentId) : null;
  return {
    agent_id: agentId,
    frame_url: `${publicApiUrl}${WIDGET_PUBLIC_API_PREFIX}/${agentId}/frame`,
    title: chatUi.title,
    theme_color: chatUi.theme_color,
    launcher_side: chatUi.launcher_side,
    launcher_offset: chatUi.launcher_offset,
    welcome_message: chatUi.welcome_message,
    open_on_load: chatUi.open_on_load,
    show_avatar: chatUi.show_avatar,
    // The frame's frame-ancestors list, so the launcher shows exactly where the chat would open.
    allowed_origins: url.restrict_origins ? frameAncestors(url, consoleOrigins) : null,
    // Compiled here, so the loader on every page carries no URL pattern compiler. A pattern that no
    // longer compiles covers nothing: left out, the first match stays the same.
    page_rules: url.page_rules.flatMap((rule) => {
      const match = urlPatternRegExp(rule.pattern);
      if (match === null) return [];
      return [rule.action.type === 'greeting' && render ? { match, action: rule.action.type, message: render(rule.action.message) } : { match, action: rule.action.type }];
    }),
  };
}

async function greetingRenderer(settings: AgentSettingsRepository, agentId: string): Promise<(body: string) => string> {
  const [basicRow, fixedRow] = await Promise.all([settings.find(agentId, 'basic_agent'), settings.find(agentId, 'fixed_messages')]);
  const basic = documentOf(basicRow, BASIC_AGENT_SETTINGS_DEFAULTS);
  const fixed = documentOf(fixedRow, FIXED_MESSAGES_DEFAULTS);
  const now = new Date();
  return (body) => renderMessage(body, { agentName: basic.name, visitorName: null, now, timeZone: fixed.business_hours.timezone });
}

/**
 * JSON that is safe inside a classic script: `<` cannot close the script element or open a comment,
 * and U+2028/U+2029 are escaped for older engines that end a string literal at them.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The served loader: the boot global filled for this agent, then the loader's own bytes. */
export function loaderBody(boot: WidgetBoot, loader: Buffer): Buffer {
  const key = scriptSafeJson(boot.agent_id);
  const prefix =
    `window.${WIDGET_BOOT_GLOBAL}=window.${WIDGET_BOOT_GLOBAL}||{};` + `window.${WIDGET_BOOT_GLOBAL}[${key}]=${scriptSafeJson(boot)};\n`;
  return Buffer.concat([Buffer.from(prefix, 'utf8'), loader]);
}
