import { z } from 'zod';

/**
 * What `GET …/widget.js` inlines before the loader's bytes, so the loader draws the launcher and
 * follows the page rules without any request before the visitor shows intent. Only what the
 * launcher needs: the chat itself is configured through `GET …/config` once the frame opens.
 */

export const bootPageRuleActionSchema = z.enum(['hide', 'greeting', 'open_automatically']);

export const widgetBootSchema = z.object({
  agent_id: z.string(),
  /** The frame's address without its query; the loader adds origin, page and preview. */
  frame_url: z.string(),
  /** Accessible name of the launcher button and the frame (the chat window's title). */
  title: z.string(),
  theme_color: z.string(),
  launcher_side: z.enum(['right', 'left']),
  launcher_offset: z.object({ x: z.number(), y: z.number() }),
  /** The bubble beside the closed launcher; empty: none. */
  welcome_message: z.string(),
  open_on_load: z.boolean(),
  show_avatar: z.boolean(),
  /**
   * The origins whose pages may show the launcher (`location.origin`, canonical: the owner's
   * 許可したサイト and the console's own), or null while the owner lets any site show it. A page of
   * another origin draws nothing and reports itself (`POST …/refusals`), so the owner sees it in
   * リンク設定 instead of a launcher that vanishes on the visitor's press. No secret: the frame's
   * frame-ancestors names the same list.
   */
  allowed_origins: z.array(z.string()).nullable(),
  /**
   * The owner's page rules, in order, less those whose pattern no longer compiles (they cover
   * nothing). Checked from the top against the page; the first match applies (firstBootPageRule).
   * `match` is the rule's URL pattern compiled by the API (urlPatternRegExp): the source of a
   * regular expression, without flags, over the page's key (pageKey), deciding as the URL pattern
   * compiler does. 'greeting' changes the frame's greeting (the frame asks for it with `?page=`) and,
   * with `message` (the page's greeting, variables filled in), the bubble beside the closed launcher,
   * which says it instead of `welcome_message`.
   */
  page_rules: z.array(z.object({ match: z.string(), action: bootPageRuleActionSchema, message: z.string().optional() })),
});
export type WidgetBoot = z.infer<typeof widgetBootSchema>;
