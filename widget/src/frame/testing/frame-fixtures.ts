// What the frame's tests stand on: the frame's context, the config GET …/config answers, and a fetch
// answer, each once; a test names only what it changes. Never imported by the frame itself.
import type { WidgetConfig } from 'shared-contracts';
import type { FrameContext } from '../context';

export const TEST_API_ORIGIN = 'https://api.example.jp';
/** The public widget API of agent agt_1, as the frame calls it. */
export const TEST_BASE = `${TEST_API_ORIGIN}/api/v1/public/widget/agt_1`;

/** A frame embedded in a shop's page (not a preview). */
export function frameContext(over: Partial<FrameContext> = {}): FrameContext {
  return {
    agentId: 'agt_1',
    base: TEST_BASE,
    apiOrigin: TEST_API_ORIGIN,
    parentOrigin: 'https://shop.example',
    pageUrl: 'https://shop.example/items/1',
    preview: false,
    ...over,
  };
}

type ConfigChanges = {
  [K in keyof WidgetConfig]?: WidgetConfig[K] extends unknown[] ? WidgetConfig[K] : Partial<WidgetConfig[K]>;
};

/** An agent named ゆい with the built-in avatar shown, no voice, no sign-in; each section merged with `over`. */
export function widgetConfig(over: ConfigChanges = {}): WidgetConfig {
  return {
    agent: { name: 'ゆい', greeting: 'こんにちは！ご用件をどうぞ。', greeting_images: [], avatar_greeting: 'ゆいです。なんでも聞いてくださいね', ...over.agent },
    chat_ui: {
      title: 'ショップのAIアシスタント',
      welcome_message: '',
      input_placeholder: '',
      theme_color: '#7c3aed',
      launcher_side: 'right',
      launcher_offset: { x: 24, y: 24 },
      open_on_load: false,
      show_quick_replies: true,
      show_avatar: true,
      ...over.chat_ui,
    },
    avatar: { show: true, kind: 'builtin', character: 'yui', position: -100, size: 100, images: {}, ...over.avatar },
    voice: { enabled: false, engine: 'browser', voice_name: null, lang: 'ja-JP', speaker_name: null, speed: 1, pitch: 0, intonation: 1, volume: 1, ...over.voice },
    emotions: over.emotions ?? [{ key: 'neutral', label: '通常' }],
    quick_replies: over.quick_replies ?? [],
    sign_in: { mail: false, line: false, required: false, required_for_forms: false, ...over.sign_in },
  };
}

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Lets the frame's chained promises (config, start, rendering) settle. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}
