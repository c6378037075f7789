import { z } from 'zod';
import { switchSchema, timestampSchema } from '../common/entity';
import { originInputSchema, originSchema } from './fields/origin';
import { urlPatternSchema } from './fields/url-pattern';
import { embedSnippetSchema } from './embed-snippet';
import { messageBodySchema } from './message-variables';

/**
 * GET / PUT /api/v1/url-settings (and GET /api/v1/embed-snippet): where the widget may run and how it behaves page by page.
 * The console's own test page (/chatui) is always allowed, whatever the list says.
 */

export const ALLOWED_ORIGINS_MAX = 50;
export const PAGE_RULES_MAX = 100;
export const PAGE_GREETING_MAX = 500;

export const PAGE_RULE_ACTION_TYPES = ['hide', 'greeting', 'open_automatically'] as const;
export type PageRuleActionType = (typeof PAGE_RULE_ACTION_TYPES)[number];
export const PAGE_RULE_ACTION_LABELS: Record<PageRuleActionType, string> = {
  hide: 'ウィジェットを表示しない',
  greeting: '別のあいさつを表示する',
  open_automatically: 'チャットを自動で開く',
};

export const pageRuleActionSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('hide') }),
    /** Replaces the fixed greeting on the matching pages; the same variables work. */
    z.object({ type: z.literal('greeting'), message: messageBodySchema('あいさつ', PAGE_GREETING_MAX) }),
    z.object({ type: z.literal('open_automatically') }),
  ],
  { error: 'このページでの動作を選んでください' },
);
export type PageRuleAction = z.infer<typeof pageRuleActionSchema>;

export const pageRuleSchema = z.object({
  pattern: urlPatternSchema('ページのURL'),
  action: pageRuleActionSchema,
});
export type PageRule = z.infer<typeof pageRuleSchema>;

const pageRulesSchema = z
  .array(pageRuleSchema)
  .max(PAGE_RULES_MAX, { error: `ページごとの設定は${PAGE_RULES_MAX}件まで登録できます` });

export const urlSettingsRequestSchema = z
  .object({
    /**
     * Off: the widget answers on any site that embeds it. On: only on `allowed_origins`, compared
     * with the embedding page's `location.origin`.
     */
    restrict_origins: switchSchema,
    allowed_origins: z
      .array(originInputSchema)
      .max(ALLOWED_ORIGINS_MAX, { error: `許可するサイトは${ALLOWED_ORIGINS_MAX}件まで登録できます` })
      .superRefine((origins, ctx) => {
        origins.forEach((origin, index) => {
          if (origins.indexOf(origin) !== index) {
            ctx.addIssue({ code: 'custom', message: `${origin} はすでに追加されています`, path: [index] });
          }
        });
      }),
    /** Checked from the top for the visited page's URL; the first match applies. */
    page_rules: pageRulesSchema,
  })
  .refine((s) => !s.restrict_origins || s.allowed_origins.length > 0, {
    error: '許可するサイトを1つ以上追加するか、サイトの制限をオフにしてください',
    path: ['allowed_origins'],
  });
export type UrlSettingsRequest = z.input<typeof urlSettingsRequestSchema>;
export type UrlSettings = z.output<typeof urlSettingsRequestSchema>;

export const urlSettingsResponseSchema = z.object({
  restrict_origins: z.boolean(),
  allowed_origins: z.array(originSchema),
  page_rules: pageRulesSchema,
  embed: embedSnippetSchema,
  updated_at: timestampSchema.nullable(),
});
export type UrlSettingsResponse = z.infer<typeof urlSettingsResponseSchema>;

/** A fresh account: the snippet works wherever the owner pastes it first. */
export const URL_SETTINGS_DEFAULTS: UrlSettings = {
  restrict_origins: false,
  allowed_origins: [],
  page_rules: [],
};
