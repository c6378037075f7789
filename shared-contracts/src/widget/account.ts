import { z } from 'zod';

/** The visitor account a widget visitor is signed in with, as the widget shows it. */
export const WIDGET_ACCOUNT_KINDS = ['mail', 'line'] as const;
export type WidgetAccountKind = (typeof WIDGET_ACCOUNT_KINDS)[number];

export const widgetAccountSchema = z.object({
  kind: z.enum(WIDGET_ACCOUNT_KINDS),
  display_name: z.string(),
});
export type WidgetAccount = z.infer<typeof widgetAccountSchema>;
