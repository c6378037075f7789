import {
  PAGE_RULE_ACTION_LABELS,
  URL_SETTINGS_DEFAULTS,
  buildEmbedSnippet,
  widgetScriptUrl,
  urlSettingsRequestSchema as schema,
  urlSettingsResponseSchema,
} from '../../src';
import { expectAccepted, expectRefused, times } from './expect-issues';

const valid = { restrict_origins: true, allowed_origins: ['https://example.com'], page_rules: [] };
const withOrigins = (...allowed_origins: string[]) => ({ ...valid, allowed_origins });
const withRules = (...page_rules: unknown[]) => ({ ...valid, page_rules });

describe('urlSettingsRequestSchema: allowed origins', () => {
  it('accepts the defaults of a fresh account: any site, no page rules', () => {
    expect(schema.parse(URL_SETTINGS_DEFAULTS)).toEqual(URL_SETTINGS_DEFAULTS);
  });

  it.each([
    ['https://example.com', 'https://example.com'],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['https://shop.example.co.jp:8443', 'https://shop.example.co.jp:8443'],
    ['https://Example.COM/', 'https://example.com'],
    ['https://example.com:443', 'https://example.com'],
    ['http://example.com:80/', 'http://example.com'],
    ['  https://example.com  ', 'https://example.com'],
    ['https://日本語.jp', 'https://xn--wgv71a119e.jp'],
  ])('stores %j as the origin the browser reports, %s', (input, origin) => {
    expect(schema.parse(withOrigins(input)).allowed_origins).toEqual([origin]);
  });

  it.each(['https://example.com/shop', 'https://example.com/?utm=1', 'https://example.com#top', 'https://example.com//'])(
    'refuses %s: a path, query or fragment',
    (origin) =>
      expectRefused(
        schema,
        withOrigins(origin),
        ['allowed_origins', 0],
        'パスは含めず、https://example.com のようにサイトのアドレスまでを入力してください',
      ),
  );
  it.each(['example.com', 'ftp://example.com', '//example.com'])('refuses %s: no http(s) scheme', (origin) =>
    expectRefused(
      schema,
      withOrigins(origin),
      ['allowed_origins', 0],
      'サイトのURLは http:// または https:// から入力してください（例: https://example.com）',
    ));
  it.each(['https://', 'https://example.com:99999', 'https://exa<mple.com'])('refuses %s: malformed', (origin) =>
    expectRefused(schema, withOrigins(origin), ['allowed_origins', 0], 'サイトのURLの形式が正しくありません（例: https://example.com）'));
  it('refuses a wildcard', () =>
    expectRefused(
      schema,
      withOrigins('https://*.example.com'),
      ['allowed_origins', 0],
      'サイトのURLに「*」は使えません。サブドメインはそれぞれ追加してください',
    ));
  it('refuses credentials', () =>
    expectRefused(schema, withOrigins('https://user@example.com'), ['allowed_origins', 0], 'サイトのURLにユーザー名やパスワードを含めないでください'));
  it('refuses an empty row', () =>
    expectRefused(schema, withOrigins(' '), ['allowed_origins', 0], 'サイトのURLを入力してください'));

  it('refuses the same site twice, even spelled differently, at the later row', () => {
    const input = withOrigins('https://example.com', 'https://shop.example.com', 'HTTPS://EXAMPLE.COM:443/');
    expectRefused(schema, input, ['allowed_origins', 2], 'https://example.com はすでに追加されています');
    expect(schema.safeParse(input).error?.issues).toHaveLength(1);
  });
  it('tells http and https apart, and ports apart', () => {
    expectAccepted(schema, withOrigins('https://example.com', 'http://example.com', 'https://example.com:8443'));
  });

  it('accepts 50 sites and refuses 51', () => {
    const sites = (n: number) => Array.from({ length: n }, (_, i) => `https://site${i}.example.com`);
    expectAccepted(schema, withOrigins(...sites(50)));
    expectRefused(schema, withOrigins(...sites(51)), ['allowed_origins'], '許可するサイトは50件まで登録できます');
  });

  it('needs a site when the widget is restricted to listed sites', () => {
    expectRefused(
      schema,
      withOrigins(),
      ['allowed_origins'],
      '許可するサイトを1つ以上追加するか、サイトの制限をオフにしてください',
    );
    expectAccepted(schema, { ...valid, restrict_origins: false, allowed_origins: [] });
  });
});

describe('urlSettingsRequestSchema: page rules', () => {
  it('labels the three actions', () => {
    expect(PAGE_RULE_ACTION_LABELS).toEqual({
      hide: 'ウィジェットを表示しない',
      greeting: '別のあいさつを表示する',
      open_automatically: 'チャットを自動で開く',
    });
  });

  it('keeps the rules in the order given, which is their priority', () => {
    const rules = [
      { pattern: 'https://example.com/checkout/*', action: { type: 'hide' } },
      { pattern: 'https://example.com/pricing', action: { type: 'greeting', message: '{visitor_name}様、料金のご質問はこちらへ' } },
      { pattern: 'https://*.example.com/*', action: { type: 'open_automatically' } },
    ];
    expect(schema.parse(withRules(...rules)).page_rules).toEqual(rules);
  });

  it('refuses an unknown action', () =>
    expectRefused(
      schema,
      withRules({ pattern: 'https://example.com/*', action: { type: 'redirect' } }),
      ['page_rules', 0, 'action', 'type'],
      'このページでの動作を選んでください',
    ));

  it('checks the greeting like a fixed message: 1〜500 characters, known variables only', () => {
    const greeting = (message: string) => withRules({ pattern: 'https://example.com/*', action: { type: 'greeting', message } });
    const at = ['page_rules', 0, 'action', 'message'];
    expectAccepted(schema, greeting(times('あ', 500)));
    expectRefused(schema, greeting(times('あ', 501)), at, 'あいさつは500文字以内で入力してください');
    expectRefused(schema, greeting(''), at, 'あいさつを入力してください');
    expectRefused(
      schema,
      greeting('{shop_name}へようこそ'),
      at,
      '使えない変数があります: {shop_name}。使える変数は {agent_name} {visitor_name} {date} {time} です',
    );
  });

  it('checks the pattern like a forbidden URL pattern', () => {
    expectRefused(
      schema,
      withRules({ pattern: 'example.com/*', action: { type: 'hide' } }),
      ['page_rules', 0, 'pattern'],
      'ページのURLは http:// または https:// で始めてください（例: https://example.com/private/*）',
    );
  });

  it('accepts 100 rules and refuses 101', () => {
    const rules = (n: number) => Array.from({ length: n }, (_, i) => ({ pattern: `https://example.com/p${i}/*`, action: { type: 'hide' } }));
    expectAccepted(schema, withRules(...rules(100)));
    expectRefused(schema, withRules(...rules(101)), ['page_rules'], 'ページごとの設定は100件まで登録できます');
  });
});

describe('embed snippet', () => {
  it('is one script tag with the AgentID', () => {
    expect(buildEmbedSnippet('https://api.example.com/widget.js', 'agt_123')).toBe(
      '<script src="https://api.example.com/widget.js" data-agent-id="agt_123" async></script>',
    );
  });
  it('escapes attribute values, so a strange value cannot break out of the tag', () => {
    expect(buildEmbedSnippet('https://x.test/w.js?a=1&b="2"', '<id>')).toBe(
      '<script src="https://x.test/w.js?a=1&amp;b=&quot;2&quot;" data-agent-id="&lt;id&gt;" async></script>',
    );
  });
  it("loads the agent's own loader from the public widget path", () => {
    expect(widgetScriptUrl('https://api.example.com', 'agt_123')).toBe('https://api.example.com/api/v1/public/widget/agt_123/widget.js');
    expect(widgetScriptUrl('https://cdn.example.com/', 'a/b c')).toBe('https://cdn.example.com/api/v1/public/widget/a%2Fb%20c/widget.js');
  });
  it('comes with the settings', () => {
    const embed = {
      agent_id: 'agt_123',
      script_url: 'http://localhost:4000/api/v1/public/widget/agt_123/widget.js',
      snippet: buildEmbedSnippet('http://localhost:4000/api/v1/public/widget/agt_123/widget.js', 'agt_123'),
    };
    expectAccepted(urlSettingsResponseSchema, { ...valid, embed, updated_at: null });
    expect(urlSettingsResponseSchema.safeParse({ ...valid, updated_at: null }).success).toBe(false);
  });
});
